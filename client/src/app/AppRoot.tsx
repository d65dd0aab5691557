import { Outlet } from 'react-router';
import { themeClass } from '#platform/brand/theme-class';
import { useBrandFavicon } from '#platform/brand/use-brand-favicon';
import { useDocumentLang } from '#platform/brand/use-document-lang';
import { useConfig } from '#platform/config/ConfigProvider';
import { FeatureFlagsProvider } from '#platform/feature-flags/FeatureFlagsProvider';
import { PushProvider } from '#platform/push/PushProvider';
import { useAppQuery } from '#platform/query/app-query';
import { ModalStackProvider } from '#ui/modal/ModalStackProvider';
import { ToastProvider } from '#ui/toast/ToastProvider';
import { AfterFirstRender } from './AfterFirstRender';
import { SurveyGutter } from './integrations/SurveyGutter';

/** Root route element: theme class, flags, the push connection, the modal stack and the toasts, around every page. */
export function AppRoot() {
  const { brand } = useConfig();
  const { stripped } = useAppQuery();
  useBrandFavicon(brand);
  useDocumentLang(brand.locale);
  return (
    <FeatureFlagsProvider>
      <PushProvider>
        <div id="app-root" className={themeClass(brand.themeFamily, stripped)}>
          <ModalStackProvider>
            <ToastProvider>
              <Outlet />
              <SurveyGutter />
              <AfterFirstRender />
            </ToastProvider>
          </ModalStackProvider>
        </div>
      </PushProvider>
    </FeatureFlagsProvider>
  );
}
