import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** Renders nothing in place of a part whose code did not load (or that failed): the screen goes on without it. */
class WithoutIt extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn(`${this.props.name} left out`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** A part no first render shows, as a chunk of its own: loaded when first rendered. */
function later<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A later part, left out if its code does not load or it fails. Exported for its tests. */
export function Optional({ name, part: Part }: { name: string; part: ComponentType }) {
  return (
    <WithoutIt name={name}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </WithoutIt>
  );
}

const ArchiveEventToastsPart = later(() => import('./ArchiveEventToasts'), 'ArchiveEventToasts');
const FeatureFlagControlPart = later(() => import('./dev/FeatureFlagControl'), 'FeatureFlagControl');
const SiteIntegrationsPart = later(() => import('./integrations/SiteIntegrations'), 'SiteIntegrations');

/**
 * What no first render shows (decision 476): the archive toasts (an archive message comes after a download
 * request), the developers' feature-flag button (behind a flag) and the third-party integrations (their scripts
 * come at idle anyway). Their chunks are asked for when the app first renders; none holds the screen back, and
 * one that cannot load leaves the page as it is.
 */
export function AfterFirstRender() {
  return (
    <>
      <Optional name="ArchiveEventToasts" part={ArchiveEventToastsPart} />
      <Optional name="FeatureFlagControl" part={FeatureFlagControlPart} />
      <Optional name="SiteIntegrations" part={SiteIntegrationsPart} />
    </>
  );
}
