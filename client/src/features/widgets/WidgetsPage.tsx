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

type ChangeProducts = (change: (data: OnlineProducts) => OnlineProducts) => void;

/** 'Put online': the new widget joins the list (its order leaves the photo books) and is cached for its share page. */
function useCreateWidget(setProducts: ChangeProducts) {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useRequest(
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
}

/** Editing a widget's gallery entry: the entry being edited, and its save (which closes the modal when done). */
function useGalleryEditing() {
  const intl = useIntl();
  const toast = useToast();
  const { brand } = useConfig();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<{ widget: Widget; entry: GalleryEntry | null } | null>(null);
  const update = useRequest(
    'SAVE_GALLERY',
    async (widget: Widget, existing: GalleryEntry | null, wanted: GalleryEntryInput | null) => {
      const entry = await saveGalleryEntry(existing, wanted, widget.widgetId, brand.channel);
      void mutate(galleryEntryKey(widget.widgetId, brand.channel), entry, { revalidate: false });
    },
  );
  const edit = (widget: Widget, entry: GalleryEntry | null) => {
    update.reset();
    setEditing({ widget, entry });
  };
  const save = async (widget: Widget, existing: GalleryEntry | null, wanted: GalleryEntryInput | null) => {
    if (!(await update.run(widget, existing, wanted))) return false;
    setEditing(null);
    update.reset();
    toast.notify({ kind: 'success', message: intl.formatMessage(messages.saved) });
    return true;
  };
  return { editing, edit, save, close: () => setEditing(null) };
}

/** 'Your online products': a card per widget, or a line saying there is none. */
function YourWidgets({
  widgets,
  onDelete,
  onEditGallery,
}: {
  widgets: readonly Widget[];
  onDelete(widget: Widget): void;
  onEditGallery(widget: Widget, entry: GalleryEntry | null): void;
}) {
  return (
    <section className="widgets__section" aria-labelledby="widgets-yours">
      <h2 id="widgets-yours" className="section-heading">
        <FormattedMessage {...messages.yours} />
        <span className="section-heading__count">{widgets.length}</span>
      </h2>
      {widgets.length === 0 ? (
        <p className="widgets__none">
          <FormattedMessage {...messages.none} />
        </p>
      ) : (
        <ul className="widgets__list">
          {widgets.map((widget) => (
            <WidgetCard
              key={widget.widgetId}
              widget={widget}
              onDelete={onDelete}
              onEditGallery={onEditGallery}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

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

  const setProducts: ChangeProducts = (change) => {
    if (accountId === undefined) return;
    void mutate<OnlineProducts>(onlineProductsKey(accountId), (data) => (data ? change(data) : data), {
      revalidate: false,
    });
  };

  const create = useCreateWidget(setProducts);
  const gallery = useGalleryEditing();
  const remove = useRequest('DELETE_WIDGET', (widget: Widget) => takeOffline(widget.productCode));

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
        <YourWidgets
          widgets={data.widgets}
          onDelete={(w) => {
            remove.reset();
            setDeleting(w);
          }}
          onEditGallery={gallery.edit}
        />
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
        target={gallery.editing}
        channel={brand.channel}
        onClose={gallery.close}
        onSave={gallery.save}
      />
    </Screen>
  );
}
