import { defineMessages } from 'react-intl';
import { usePageTitle } from '../../platform/page-title/use-page-title';

const messages = defineMessages({
  title: { id: 'integration.ftp.title', defaultMessage: 'FTP instructions' },
});

export function FtpInstructionsPage() {
  const title = usePageTitle(messages.title);
  return (
    <section className="screen">
      <h1>{title}</h1>
    </section>
  );
}
