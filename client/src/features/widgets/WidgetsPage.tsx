import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import {
  type GalleryEntry,
  type GalleryEntryInput,
  getWidget,
  type Widget,
  type WidgetOrder,
} from '#contracts/widgets';
import { ApiError } from '#platform/api/api-errors';
import { callKey } from '#platform/api/api-request';
import { useConfig } from '#platform/config/ConfigProvider';
import { useCustomer } from '#platform/customer/get-customer';
import { useRequest } from '#platform/request-state/use-request';
import { EmptyState } from '#ui/EmptyState';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { Loader } from '#ui/Loader';
import { ConfirmModal } from '#ui/modal/ConfirmModal';
import { ShopLink } from '#ui/orders/ShopLink';
import { Screen } from '#ui/Screen';
import { useToast } from '#ui/toast/ToastProvider';
import {
  galleryEntryKey,
  type OnlineProducts,
  onlineProductsKey,
  useOnlineProducts,
} from './api/get-widgets';
import { putOnline, saveGalleryEntry, takeOffline } from './api/widget-actions';
import { CreateWidgetForm } from './CreateWidgetForm';
import { GalleryModal } from './GalleryModal';
import { created, deleted, deleteText, widgetMessages as messages } from './messages';
import { WidgetCard } from './WidgetCard';
import './widgets.scss';

/**
 * /online-products (consumers only): the customer's online products (widgets) with their gallery entries and
 * categories, putting another photo book online, editing a gallery entry, deleting, and the way to share one.
 * Each operation goes NotRequested → InProgress → Finished or Failed.
 */
export function WidgetsPage() {
  const intl = useIntl();
  const toast = useToast();
  const { brand } = useConfig();
  const { mutate } = useSWRConfig();
  const customer = useCustomer();
  const accountId = customer.data?.id;
  const products = useOnlineProducts(accountId);
  const [deleting, setDeleting] = useState<Widget | null>(null);
  const [editing, setEditing] = useState<{ widget: Widget; entry: GalleryEntry | null } | null>(null);

  const setProducts = (change: (data: OnlineProducts) => OnlineProducts) => {
    if (accountId === undefined) return;
    void mutate<OnlineProducts>(onlineProductsKey(accountId), (data) => (data ? change(data) : data), {
      revalidate: false,
    });
  };

  const create = useRequest(
    'CREATE_WIDGET',
    async (order: WidgetOrder) => {
      const widget = await putOnline(order.orderCode);
      // The new widget is read already: its share page needs no second call.
      void mutate(callKey(getWidget, { params: { code: widget.productCode } }), widget, {
        revalidate: false,
      });
      setProducts((data) => ({
        widgets: [widget, ...data.widgets],
        available: data.available.filter((o) => o.orderCode !== widget.productCode),
      }));
      toast.notify({ kind: 'success', message: intl.formatMessage(created, { title: widget.title }) });
    },
    (error) => (error instanceof ApiError ? error.status : null),
  );
  const remove = useRequest('DELETE_WIDGET', (widget: Widget) => takeOffline(widget.productCode));
  const update = useRequest(
    'SAVE_GALLERY',
    async (widget: Widget, existing: GalleryEntry | null, wanted: GalleryEntryInput | null) => {
      const entry = await saveGalleryEntry(existing, wanted, widget.widgetId, brand.channel);
      void mutate(galleryEntryKey(widget.widgetId, brand.channel), entry, { revalidate: false });
    },
  );

  const deleteWidget = async () => {
    if (!deleting) return;
    const widget = deleting;
    if (!(await remove.run(widget))) return;
    setDeleting(null);
    remove.reset();
    setProducts((data) => ({
      ...data,
      widgets: data.widgets.filter((w) => w.productCode !== widget.productCode),
    }));
    void mutate(callKey(getWidget, { params: { code: widget.productCode } }), null, { revalidate: false });
    toast.notify({ kind: 'success', message: intl.formatMessage(deleted, { title: widget.title }) });
    // The order can be put online again: the list of photo books is read again.
    if (accountId !== undefined) void mutate(onlineProductsKey(accountId));
  };

  const saveGallery = async (
    widget: Widget,
    existing: GalleryEntry | null,
    wanted: GalleryEntryInput | null,
  ): Promise<boolean> => {
    if (!(await update.run(widget, existing, wanted))) return false;
    setEditing(null);
    update.reset();
    toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
    return true;
  };

  let content: ReactNode;
  const data = products.data;
  if ((!customer.data && customer.error) || (!data && products.error)) {
    content = null;
  } else if (!data) {
    content = <Loader />;
  } else if (data.widgets.length === 0 && data.available.length === 0) {
    content = (
      <EmptyState title={<FormattedMessage {...messages.none} />}>
        <p className="widgets__empty-text">
          <FormattedMessage {...messages.noBooks} />
        </p>
        <ShopLink />
      </EmptyState>
    );
  } else {
    content = (
      <>
        <section className="widgets__section" aria-labelledby="widgets-yours">
          <h2 id="widgets-yours" className="section-heading">
            <FormattedMessage {...messages.yours} />
            <span className="section-heading__count">{data.widgets.length}</span>
          </h2>
          {data.widgets.length === 0 ? (
            <p className="widgets__none">
              <FormattedMessage {...messages.none} />
            </p>
          ) : (
            <ul className="widgets__list">
              {data.widgets.map((widget) => (
                <WidgetCard
                  key={widget.widgetId}
                  widget={widget}
                  onDelete={(w) => {
                    remove.reset();
                    setDeleting(w);
                  }}
                  onEditGallery={(w, entry) => {
                    update.reset();
                    setEditing({ widget: w, entry });
                  }}
                />
              ))}
            </ul>
          )}
        </section>
        <CreateWidgetForm
          available={data.available}
          state={create.state}
          onCreate={(o) => void create.run(o)}
        />
      </>
    );
  }

  return (
    <Screen title={messages.title} className="widgets">
      <p className="widgets__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      {(!customer.data && customer.error) || products.error ? (
        <LoadErrorBanner
          message={<FormattedMessage {...messages.loadError} />}
          retryLabel={<FormattedMessage {...messages.retry} />}
          onRetry={() => {
            void customer.mutate();
            void products.mutate();
          }}
        />
      ) : null}
      {content}
      <ConfirmModal
        open={deleting !== null}
        title={intl.formatMessage(messages.deleteTitle)}
        status={remove.state.status}
        error={intl.formatMessage(messages.deleteError)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        pendingLabel={intl.formatMessage(messages.deleting)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={() => void deleteWidget()}
        onClose={() => setDeleting(null)}
      >
        <p>{intl.formatMessage(deleteText, { title: deleting?.title ?? '' })}</p>
      </ConfirmModal>
      <GalleryModal
        target={editing}
        channel={brand.channel}
        onClose={() => setEditing(null)}
        onSave={saveGallery}
      />
    </Screen>
  );
}
