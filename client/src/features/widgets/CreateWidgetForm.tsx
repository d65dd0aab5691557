import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WidgetOrder } from '#contracts/widgets';
import type { RequestState } from '#platform/request-state/request-state';
import { Button } from '#ui/Button';
import { bookOption, widgetMessages as messages } from './messages';

/** Choose one of the photo-book orders not online yet and put it online (POST /v1/widget/{code}). */
export function CreateWidgetForm({
  available,
  state,
  onCreate,
}: {
  available: readonly WidgetOrder[];
  /** The create call's state; its failure is the HTTP status it answered with (409: cannot go online). */
  state: RequestState<number>;
  onCreate(order: WidgetOrder): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const chosen = available.find((o) => o.orderCode === code) ?? available[0];
  const pending = state.status === 'InProgress';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onCreate(chosen);
  };

  return (
    <section className="widget-create" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="widget-create__title">
        <FormattedMessage {...messages.createTitle} />
      </h2>
      {available.length === 0 ? (
        <p className="widget-create__none">
          <FormattedMessage {...messages.allOnline} />
        </p>
      ) : (
        <form className="widget-create__form" onSubmit={submit}>
          <div className="field widget-create__field">
            <label className="field__label" htmlFor={`${id}-book`}>
              <FormattedMessage {...messages.createLabel} />
            </label>
            <select
              id={`${id}-book`}
              className="field__input widget-create__select"
              value={chosen?.orderCode ?? ''}
              onChange={(event) => setCode(event.target.value)}
            >
              {available.map((order) => (
                <option key={order.orderCode} value={order.orderCode}>
                  {intl.formatMessage(bookOption, {
                    title: order.title,
                    code: order.orderCode,
                    date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
                  })}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            className="widget-create__submit"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            <Upload aria-hidden="true" size={18} />
            <span>
              <FormattedMessage {...(pending ? messages.creating : messages.create)} />
            </span>
          </Button>
        </form>
      )}
      {state.status === 'Failed' ? (
        <p className="widget-create__error" role="alert">
          <FormattedMessage {...(state.failure === 409 ? messages.createBlocked : messages.createError)} />
        </p>
      ) : null}
    </section>
  );
}
