import { defineMessages } from 'react-intl';
import { Screen } from '../../ui/Screen';

const messages = defineMessages({
  title: { id: 'integration.ftp.title', defaultMessage: 'FTP instructions' },
});

export function FtpIntegrationPage() {
  return <Screen title={messages.title} />;
}
