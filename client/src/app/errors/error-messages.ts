import { defineMessages } from 'react-intl';

export const errorMessages = defineMessages({
  unexpected: {
    id: 'app.error.unexpected',
    defaultMessage: 'An unexpected error has occurred, please contact us if you continue to have problems.',
  },
});
