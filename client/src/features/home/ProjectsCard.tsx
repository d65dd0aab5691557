import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { paths } from '#contracts/routes';
import { useCustomer } from '#platform/customer/get-customer';
import { useArticleTitle } from '#platform/merchandise/get-channel';
import { ProductThumbnail } from '#ui/orders/ProductThumbnail';
import { ShopLink } from '#ui/orders/ShopLink';
import { CardsSkeleton } from '#ui/ScreenSkeleton';
import { OVERVIEW_PROJECTS, useLatestProjects } from './api/get-saved-projects';
import { CardEmpty, CardError, OverviewCard } from './OverviewCard';

const messages = defineMessages({
  title: { id: 'home.projects.title', defaultMessage: 'Saved projects' },
  all: { id: 'home.projects.all', defaultMessage: 'All saved projects' },
  error: { id: 'home.projects.error', defaultMessage: 'Your saved projects could not be loaded.' },
  empty: { id: 'home.projects.empty', defaultMessage: "You haven't started any projects yet" },
});

const changed = defineMessage<{ date: string }>({
  id: 'home.projects.changed',
  defaultMessage: 'Last changed on {date}',
});
const total = defineMessage<{ count: number }>({
  id: 'home.projects.total',
  defaultMessage: '{count, plural, one {# saved project} other {# saved projects}}',
});

/** The latest saved projects (the editor's unfinished products) and how many there are. */
export function ProjectsCard() {
  const intl = useIntl();
  const customer = useCustomer();
  const titleOf = useArticleTitle();
  const projects = useLatestProjects(customer.data?.id);
  let body: ReactNode;
  if ((!customer.data && customer.error) || (!projects.data && projects.error)) {
    body = (
      <CardError
        message={messages.error}
        onRetry={() => {
          void customer.mutate();
          void projects.mutate();
        }}
      />
    );
  } else if (!projects.data) {
    body = <CardsSkeleton count={OVERVIEW_PROJECTS} className="overview-projects-skeleton" />;
  } else if (projects.data.totalProjectCount === 0) {
    // A project starts in the shop's editor: the next step is the shop, as on the saved projects page.
    body = (
      <CardEmpty message={messages.empty}>
        <ShopLink />
      </CardEmpty>
    );
  } else {
    body = (
      <>
        <p className="overview-projects__count">
          <FormattedMessage {...total} values={{ count: projects.data.totalProjectCount }} />
        </p>
        <ul className="overview-projects">
          {projects.data.projects.map((project) => {
            const article = titleOf(project.productCode, '');
            return (
              <li key={project.id} className="overview-projects__project">
                <ProductThumbnail url={project.thumbnailUrl} />
                <span className="overview-projects__text">
                  <span className="overview-projects__title">{project.title}</span>
                  <span className="overview-projects__meta">
                    {article ? `${article} · ` : null}
                    <FormattedMessage
                      {...changed}
                      values={{ date: intl.formatDate(project.updatedAt, { dateStyle: 'medium' }) }}
                    />
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <OverviewCard title={messages.title} link={{ to: paths.savedProjects, label: messages.all }}>
      {body}
    </OverviewCard>
  );
}
