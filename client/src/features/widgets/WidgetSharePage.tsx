import { ArrowLeft, CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '#contracts/routes';
import { MAX_PERSONAL_MESSAGE, MAX_SENDER_NAME, type Widget } from '#contracts/widgets';
import { mailLimitOf } from '#platform/api/mail-limit';
import { useConfig } from '#platform/config/ConfigProvider';
import { useCustomer } from '#platform/customer/get-customer';
import { AppLink } from '#platform/query/AppLink';
import { useRequest } from '#platform/request-state/use-request';
import { Banner } from '#ui/Banner';
import { Button } from '#ui/Button';
import { Loader } from '#ui/Loader';
import { MailLimitText } from '#ui/MailLimitText';
import { ProductThumbnail } from '#ui/orders/ProductThumbnail';
import { Screen } from '#ui/Screen';
import { TextField } from '#ui/TextField';
import { useBlockedOrder, useWidget } from './api/get-widgets';
import { share } from './api/widget-actions';
import { widgetMessages } from './messages';
import { isEmailAddress } from './share-payload';
import './widgets.scss';

const messages = defineMessages({
  title: { id: 'widgets.share.title', defaultMessage: 'Share widget' },
  back: { id: 'widgets.share.back', defaultMessage: 'Back to your widgets' },
  intro: {
    id: 'widgets.share.intro',
    defaultMessage: 'We will e-mail a link to leaf through it online. The recipient needs no account.',
  },
  fromName: { id: 'widgets.share.fromName', defaultMessage: 'Your name' },
  toEmail: { id: 'widgets.share.toEmail', defaultMessage: "Recipient's e-mail address" },
  message: { id: 'widgets.share.message', defaultMessage: 'Personal message (optional)' },
  send: { id: 'widgets.share.send', defaultMessage: 'Send e-mail' },
  sending: { id: 'widgets.share.sending', defaultMessage: 'Sending…' },
  nameRequired: { id: 'widgets.share.nameRequired', defaultMessage: 'Please enter your name' },
  emailInvalid: {
    id: 'widgets.share.emailInvalid',
    defaultMessage: 'Please enter a valid e-mail address',
  },
  failed: {
    id: 'widgets.share.failed',
    defaultMessage: 'Your e-mail could not be sent. Please check the address and try again.',
  },
  shareAnother: { id: 'widgets.share.another', defaultMessage: 'Share with someone else' },
  notFound: { id: 'widgets.share.notFound', defaultMessage: 'This online product was not found.' },
  loadError: {
    id: 'widgets.share.loadError',
    defaultMessage: 'This online product could not be loaded.',
  },
  retry: { id: 'widgets.share.retry', defaultMessage: 'Try again' },
});

const sent = defineMessage<{ email: string }>({
  id: 'widgets.share.sent',
  defaultMessage: 'Your e-mail has been sent to {email}.',
});
const remaining = defineMessage<{ count: number }>({
  id: 'widgets.share.remaining',
  defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
});

type Field = 'fromName' | 'toEmailAddress';

/** The share went: to whom, and the way to share with someone else. */
function ShareSent({ email, onAnother }: { email: string; onAnother(): void }) {
  return (
    <div className="share-done" role="status">
      <CheckCircle2 aria-hidden="true" size={32} className="share-done__icon" />
      <p className="share-done__text">
        <FormattedMessage {...sent} values={{ email }} />
      </p>
      <Button variant="secondary" onClick={onAnother}>
        <FormattedMessage {...messages.shareAnother} />
      </Button>
    </div>
  );
}

function ShareForm({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const id = useId();
  const { brand } = useConfig();
  const customer = useCustomer();
  const request = useRequest(
    'SHARE_WIDGET',
    (body: Parameters<typeof share>[2]) => share(widget.productCode, brand.siteId, body),
    mailLimitOf,
  );
  const defaultName = customer.data ? `${customer.data.firstName} ${customer.data.lastName}`.trim() : '';
  const [fromName, setFromName] = useState<string | null>(null);
  const [toEmailAddress, setToEmailAddress] = useState('');
  const [personalMessage, setPersonalMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const name = fromName ?? defaultName;
  const pending = request.state.status === 'InProgress';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!name.trim()) next.fromName = intl.formatMessage(messages.nameRequired);
    if (!isEmailAddress(toEmailAddress)) next.toEmailAddress = intl.formatMessage(messages.emailInvalid);
    setErrors(next);
    if (next.fromName) return nameRef.current?.focus();
    if (next.toEmailAddress) return emailRef.current?.focus();
    const done = await request.run({ fromName: name, toEmailAddress, personalMessage });
    if (done) setSentTo(toEmailAddress.trim());
  };

  if (request.state.status === 'Finished' && sentTo) {
    const another = () => {
      request.reset();
      setSentTo(null);
      setToEmailAddress('');
      setPersonalMessage('');
    };
    return <ShareSent email={sentTo} onAnother={another} />;
  }

  return (
    <form className="share-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={<FormattedMessage {...messages.fromName} />}
        ref={nameRef}
        type="text"
        autoComplete="name"
        maxLength={MAX_SENDER_NAME}
        value={name}
        onChange={setFromName}
        error={errors.fromName}
      />
      <TextField
        label={<FormattedMessage {...messages.toEmail} />}
        ref={emailRef}
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={254}
        value={toEmailAddress}
        onChange={setToEmailAddress}
        error={errors.toEmailAddress}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          <FormattedMessage {...messages.message} />
        </label>
        <textarea
          id={`${id}-message`}
          className="field__input"
          rows={4}
          maxLength={MAX_PERSONAL_MESSAGE}
          value={personalMessage}
          aria-describedby={`${id}-message-count`}
          onChange={(event) => setPersonalMessage(event.target.value)}
        />
        <p id={`${id}-message-count`} className="share-form__count">
          <FormattedMessage
            {...remaining}
            values={{ count: MAX_PERSONAL_MESSAGE - personalMessage.length }}
          />
        </p>
      </div>
      {request.state.status === 'Failed' ? (
        <Banner kind="error">
          <MailLimitText
            limit={request.state.failure}
            otherwise={<FormattedMessage {...messages.failed} />}
          />
        </Banner>
      ) : null}
      <div className="share-form__actions">
        <Button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="share-form__send"
        >
          <Send aria-hidden="true" size={18} />
          <span>
            <FormattedMessage {...(pending ? messages.sending : messages.send)} />
          </span>
        </Button>
      </div>
    </form>
  );
}

/** /online-products/{productCode}: share an online product by e-mail (sender's name, recipient, message). */
export function WidgetSharePage() {
  const { productCode = '' } = useParams();
  const widget = useWidget(productCode);
  const blocked = useBlockedOrder(productCode);

  let content: ReactNode;
  if (widget.data === undefined && widget.error) {
    content = (
      <Banner kind="error">
        <p className="widgets__error">
          <FormattedMessage {...messages.loadError} />
        </p>
        <Button variant="secondary" onClick={() => void widget.mutate()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </Banner>
    );
  } else if (widget.data === undefined || (blocked.data === undefined && !blocked.error)) {
    content = <Loader />;
  } else if (widget.data === null) {
    content = (
      <Banner kind="error">
        <FormattedMessage {...messages.notFound} />
      </Banner>
    );
  } else {
    const isBlocked = blocked.data?.blocked === true;
    content = (
      <div className="share-layout">
        <div className="share-product">
          <ProductThumbnail url={widget.data.thumbnailUrl} size="large" />
          <div>
            <p className="share-product__title">{widget.data.title}</p>
            <p className="share-product__meta">{widget.data.productCode}</p>
          </div>
        </div>
        {isBlocked ? (
          <Banner kind="error">
            <FormattedMessage {...widgetMessages.blockedText} />
          </Banner>
        ) : (
          <>
            <p className="share-layout__intro">
              <FormattedMessage {...messages.intro} />
            </p>
            <ShareForm widget={widget.data} />
          </>
        )}
      </div>
    );
  }

  return (
    <Screen
      title={messages.title}
      className="widget-share"
      before={
        <AppLink to={paths.widgets} className="widget-share__back">
          <ArrowLeft aria-hidden="true" size={16} />
          <FormattedMessage {...messages.back} />
        </AppLink>
      }
    >
      {content}
    </Screen>
  );
}
