import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  skipLink: { id: 'shell.skipLink', defaultMessage: 'Skip to main content' },
  topMenu: { id: 'shell.header.topMenu', defaultMessage: 'Shop menu' },
  mainMenu: { id: 'shell.header.mainMenu', defaultMessage: 'Products' },
  continueShopping: { id: 'shell.header.continueShopping', defaultMessage: 'Continue shopping' },
  sampleTip: {
    id: 'shell.header.sampleTip',
    defaultMessage: 'Tip: order prints straight from the photos you saved with us.',
  },
  footerMenu: { id: 'shell.footer.menu', defaultMessage: 'Footer menu' },
  backToAccount: { id: 'shell.backToAccount', defaultMessage: 'Back to my account' },
  myAccount: { id: 'shell.smallHome.title', defaultMessage: 'My account' },
  b2bDefault: {
    id: 'shell.b2bBanner.default',
    defaultMessage: 'Missing account details, please complete additional details',
  },
  b2bNew: { id: 'shell.b2bBanner.new', defaultMessage: 'Pending account validation' },
  b2bBlocked: {
    id: 'shell.b2bBanner.blocked',
    defaultMessage: 'Blocked account, please contact customer care.',
  },
});
