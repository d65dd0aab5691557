import { useCallback, useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useConfig } from '#platform/config/ConfigProvider';
import { createPrintSelection } from '#platform/photo-library/albums';
import { transferToEditor } from '#platform/photo-library/prints';
import { useToast } from '#ui/toast/ToastProvider';

export const orderPrintsMessages = defineMessages({
  failed: { id: 'photos.orderPrints.failed', defaultMessage: 'Error transferring photos. Try again.' },
});

export interface OrderPrints {
  /** How many photos are being handed to the editor (show OrderPrintsOverlay with it), or null. */
  transferring: number | null;
  /**
   * Hands the photos to the prints editor: POST /temp-selections, at least 3 s of overlay, then the browser
   * leaves for the brand's EditorUrl. Resolves false after a failure (overlay closed, the toast 'Error
   * transferring photos. Try again.' shown): keep the selection. A call while one runs is ignored.
   */
  order(photoIds: readonly string[]): Promise<boolean>;
}

const leavePage = (url: string) => window.location.assign(url);

/** Order prints from any photo list; `leave` is how the browser goes to the editor (tests replace it). */
export function useOrderPrints(leave: (url: string) => void = leavePage): OrderPrints {
  const intl = useIntl();
  const toast = useToast();
  const { brand, routes } = useConfig();
  const [transferring, setTransferring] = useState<number | null>(null);
  const running = useRef(false);

  // Back from the editor, the browser may show this page from its cache as it was left: overlay and all.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setTransferring(null);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const order = useCallback(
    async (photoIds: readonly string[]) => {
      if (running.current) return false;
      running.current = true;
      setTransferring(photoIds.length);
      try {
        await transferToEditor(photoIds, {
          editorUrl: routes?.EditorUrl,
          channel: brand.channel,
          createSelection: createPrintSelection,
          navigate: leave,
        });
        // The page is being left: the overlay stays until it is gone.
        return true;
      } catch (error) {
        console.warn('order prints failed', error instanceof Error ? error.message : error);
        setTransferring(null);
        running.current = false;
        toast.show({ kind: 'error', message: intl.formatMessage(orderPrintsMessages.failed) });
        return false;
      }
    },
    [brand.channel, routes, leave, toast, intl],
  );

  return { transferring, order };
}
