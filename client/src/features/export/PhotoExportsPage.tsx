import { defineMessages } from 'react-intl';
import { usePageTitle } from '../../platform/page-title/use-page-title';

const messages = defineMessages({
  title: { id: 'export.page.title', defaultMessage: 'Export' },
});

export function ExportPage() {
  const title = usePageTitle(messages.title);
  return (
    <section className="screen">
      <h1>{title}</h1>
    </section>
  );
}
