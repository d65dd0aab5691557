import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { summaryTone, type UploadItem } from '#platform/photo-library/upload';
import { uploadFailures } from './upload-failures';

const messages = defineMessages({
  title: { id: 'upload.summary.title', defaultMessage: 'Upload finished' },
});
const summaryAdded = defineMessage<{ count: number }>({
  id: 'upload.summary.added',
  defaultMessage: '{count, plural, one {# photo added} other {# photos added}}',
});
const summaryDuplicate = defineMessage<{ count: number }>({
  id: 'upload.summary.duplicate',
  defaultMessage:
    '{count, plural, one {# photo was already in your library} other {# photos were already in your library}}',
});
const summaryFailed = defineMessage<{ count: number }>({
  id: 'upload.summary.failed',
  defaultMessage:
    '{count, plural, one {# photo could not be uploaded} other {# photos could not be uploaded}}',
});
const failedPhoto = defineMessage<{ name: string; reason: string }>({
  id: 'upload.summary.failedPhoto',
  defaultMessage: '{name}: {reason}',
});

/**
 * The finished upload's summary: how many were added and already there, and each photo that could not be
 * uploaded, by name, with its reason (the list beside it may be scrolled far from it).
 */
export function UploadSummary({ items, titleId }: { items: readonly UploadItem[]; titleId: string }) {
  const intl = useIntl();
  const count = (status: UploadItem['status']) => items.filter((i) => i.status === status).length;
  const failed = items.filter((i) => i.status === 'failed');
  return (
    <section className={`upload-summary banner banner--${summaryTone(items)}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{intl.formatMessage(messages.title)}</h3>
      <ul>
        <li>{intl.formatMessage(summaryAdded, { count: count('added') })}</li>
        {count('duplicate') > 0 && (
          <li>{intl.formatMessage(summaryDuplicate, { count: count('duplicate') })}</li>
        )}
        {failed.length > 0 && (
          <li>
            {intl.formatMessage(summaryFailed, { count: failed.length })}
            <ul className="upload-summary__failed">
              {failed.map((item) => (
                <li key={item.id}>
                  {intl.formatMessage(failedPhoto, {
                    name: item.file.name,
                    reason: intl.formatMessage(uploadFailures[item.error ?? 'failed']),
                  })}
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </section>
  );
}
