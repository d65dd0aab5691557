import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  title: { id: 'app.error.title', defaultMessage: 'Something went wrong' },
  unexpected: {
    id: 'app.error.unexpected',
    defaultMessage: 'An unexpected error has occurred, please contact us if you continue to have problems.',
  },
  tryAgain: { id: 'app.error.tryAgain', defaultMessage: 'Try again' },
});
