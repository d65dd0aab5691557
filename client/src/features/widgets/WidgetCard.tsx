import { Ban, Eye, Globe, Images, Mail, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router';
import { paths } from '#contracts/routes';
import type { GalleryEntry, Widget } from '#contracts/widgets';
import { useConfig } from '#platform/config/ConfigProvider';
import { AppLink } from '#platform/query/AppLink';
import { Button } from '#ui/Button';
import { ExternalLink } from '#ui/ExternalLink';
import { ProductThumbnail } from '#ui/orders/ProductThumbnail';
import { useBlockedOrder, useGalleryEntry } from './api/get-widgets';
import {
  addGalleryNamed,
  deleteNamed,
  editGalleryNamed,
  inGallery,
  widgetMessages as messages,
  onlineSince,
  orderOf,
  shareNamed,
  viewNamed,
} from './messages';

/** What the card reports up: its gallery entry to edit, or itself to delete. */
export interface WidgetCardActions {
  onEditGallery(widget: Widget, entry: GalleryEntry | null): void;
  onDelete(widget: Widget): void;
}

/**
 * One online product: its picture, title and order, whether it is blocked (asked without a token), its gallery
 * entry in this brand's channel with the categories, and what can be done with it.
 */
export function WidgetCard({ widget, onEditGallery, onDelete }: { widget: Widget } & WidgetCardActions) {
  const intl = useIntl();
  const { brand } = useConfig();
  const blockedOrder = useBlockedOrder(widget.productCode);
  const gallery = useGalleryEntry(widget.widgetId, brand.channel);
  const blocked = blockedOrder.data?.blocked === true;
  const title = widget.title;
  return (
    <li className={blocked ? 'widget-card widget-card--blocked' : 'widget-card'}>
      <div className="widget-card__main">
        <ProductThumbnail url={widget.thumbnailUrl} size="large" />
        <div className="widget-card__body">
          <div className="widget-card__heading">
            <h3 className="widget-card__title">{title}</h3>
            {blocked ? (
              <span className="widget-badge widget-badge--blocked">
                <Ban aria-hidden="true" size={14} />
                <FormattedMessage {...messages.blocked} />
              </span>
            ) : (
              <span className="widget-badge widget-badge--online">
                <Globe aria-hidden="true" size={14} />
                <FormattedMessage {...messages.online} />
              </span>
            )}
          </div>
          <p className="widget-card__meta">
            <FormattedMessage {...orderOf} values={{ code: widget.productCode }} />
            <span aria-hidden="true"> · </span>
            <FormattedMessage
              {...onlineSince}
              values={{ date: intl.formatDate(widget.createdAt, { dateStyle: 'medium' }) }}
            />
          </p>
          {blocked ? (
            <p className="widget-card__blocked" role="note">
              <FormattedMessage {...messages.blockedText} />
            </p>
          ) : (
            <GalleryLine
              entry={gallery.data}
              failed={gallery.error !== undefined && gallery.data === undefined}
            />
          )}
        </div>
      </div>
      <div className="widget-card__actions">
        {blocked ? null : (
          <>
            <ExternalLink
              href={widget.viewUrl}
              newTab
              className="button button--secondary widget-card__action"
              aria-label={intl.formatMessage(viewNamed, { title })}
            >
              <Eye aria-hidden="true" size={18} />
              <span>{intl.formatMessage(messages.view)}</span>
            </ExternalLink>
            <AppLink
              to={generatePath(paths.widgetShare, { productCode: widget.productCode })}
              className="button button--primary widget-card__action"
              aria-label={intl.formatMessage(shareNamed, { title })}
            >
              <Mail aria-hidden="true" size={18} />
              <span>{intl.formatMessage(messages.share)}</span>
            </AppLink>
            <Button
              variant="secondary"
              className="widget-card__action"
              disabled={gallery.data === undefined}
              aria-label={intl.formatMessage(gallery.data ? editGalleryNamed : addGalleryNamed, { title })}
              onClick={() => onEditGallery(widget, gallery.data ?? null)}
            >
              <Images aria-hidden="true" size={18} />
              <span>{intl.formatMessage(gallery.data ? messages.editGallery : messages.addGallery)}</span>
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          className="widget-card__action widget-card__delete"
          aria-label={intl.formatMessage(deleteNamed, { title })}
          onClick={() => onDelete(widget)}
        >
          <Trash2 aria-hidden="true" size={18} />
          <span>{intl.formatMessage(messages.delete)}</span>
        </Button>
      </div>
    </li>
  );
}

function GalleryLine({ entry, failed }: { entry: GalleryEntry | null | undefined; failed: boolean }) {
  const intl = useIntl();
  if (failed) {
    return (
      <p className="widget-card__gallery widget-card__gallery--error">
        <FormattedMessage {...messages.galleryError} />
      </p>
    );
  }
  if (entry === undefined) return null;
  if (entry === null) {
    return (
      <p className="widget-card__gallery">
        <FormattedMessage {...messages.notInGallery} />
      </p>
    );
  }
  return (
    <div className="widget-card__gallery">
      <p className="widget-card__gallery-title">
        <FormattedMessage {...inGallery} values={{ title: entry.title }} />
      </p>
      <ul className="widget-card__categories" aria-label={intl.formatMessage(messages.galleryCategories)}>
        {entry.categories.map((category) => (
          <li key={category} className="widget-category">
            {category}
          </li>
        ))}
      </ul>
    </div>
  );
}
