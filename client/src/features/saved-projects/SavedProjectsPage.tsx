import { FolderOpen, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { SAVED_PROJECTS_PAGE_SIZE, type SavedProject, type SavedProjectPage } from '#contracts/projects';
import { useConfig } from '#platform/config/ConfigProvider';
import { useCustomer } from '#platform/customer/get-customer';
import { useArticleTitle } from '#platform/merchandise/get-channel';
import { Button } from '#ui/Button';
import { EmptyState } from '#ui/EmptyState';
import { ExternalLink } from '#ui/ExternalLink';
import { LoadErrorBanner } from '#ui/LoadErrorBanner';
import { Modal } from '#ui/modal/Modal';
import { ProductThumbnail } from '#ui/orders/ProductThumbnail';
import { ShopLink } from '#ui/orders/ShopLink';
import { Pagination } from '#ui/Pagination';
import { clampPage, pageAfterRemoval, pageCount, rangeOf } from '#ui/pagination';
import { Screen } from '#ui/Screen';
import { CardsSkeleton } from '#ui/ScreenSkeleton';
import { useToast } from '#ui/toast/ToastProvider';
import { deleteProject } from './api/delete-project';
import { refreshSavedProjects, useSavedProjectsPage } from './api/get-saved-projects';
import { projectEditorUrl } from './editor-link';
import './saved-projects.scss';

const messages = defineMessages({
  title: { id: 'savedProjects.list.title', defaultMessage: 'Saved projects' },
  empty: { id: 'savedProjects.list.empty', defaultMessage: "You haven't started any projects yet" },
  loadError: {
    id: 'savedProjects.list.loadError',
    defaultMessage: 'Your saved projects could not be loaded.',
  },
  retry: { id: 'savedProjects.list.retry', defaultMessage: 'Try again' },
  open: { id: 'savedProjects.list.open', defaultMessage: 'Open in editor' },
  delete: { id: 'savedProjects.list.delete', defaultMessage: 'Delete' },
  pagesOf: { id: 'savedProjects.list.pagesOf', defaultMessage: 'saved projects' },
  deleteTitle: { id: 'savedProjects.delete.title', defaultMessage: 'Delete project?' },
  cancel: { id: 'savedProjects.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'savedProjects.delete.confirm', defaultMessage: 'Delete project' },
  deleting: { id: 'savedProjects.delete.deleting', defaultMessage: 'Deleting…' },
  deleteError: {
    id: 'savedProjects.delete.error',
    defaultMessage: 'The project could not be deleted. Please try again.',
  },
});

const total = defineMessage<{ count: number }>({
  id: 'savedProjects.list.total',
  defaultMessage: '{count, plural, one {# saved project} other {# saved projects}}',
});
const range = defineMessage<{ from: number; to: number; count: number }>({
  id: 'savedProjects.list.range',
  defaultMessage: 'Showing {from}–{to} of {count}',
});
const changed = defineMessage<{ date: string }>({
  id: 'savedProjects.list.changed',
  defaultMessage: 'Last changed on {date}',
});
const openNamed = defineMessage<{ title: string }>({
  id: 'savedProjects.list.openNamed',
  defaultMessage: 'Open in editor: {title}',
});
const deleteNamed = defineMessage<{ title: string }>({
  id: 'savedProjects.list.deleteNamed',
  defaultMessage: 'Delete {title}',
});
const deleteText = defineMessage<{ title: string }>({
  id: 'savedProjects.delete.text',
  defaultMessage: '‘{title}’ will be deleted with everything you made in it. This cannot be undone.',
});
const deleted = defineMessage<{ title: string }>({
  id: 'savedProjects.delete.done',
  defaultMessage: '‘{title}’ deleted',
});

type DeleteState = 'idle' | 'pending' | 'failed';

function ProjectItem({
  project,
  onDelete,
}: {
  project: SavedProject;
  onDelete(project: SavedProject): void;
}) {
  const intl = useIntl();
  const { routes, brand } = useConfig();
  const titleOf = useArticleTitle();
  const article = titleOf(project.productCode, '');
  const editor = projectEditorUrl(routes?.EditorUrl, project.id, brand.channel);
  return (
    <li className="project-item">
      <ProductThumbnail url={project.thumbnailUrl} size="large" />
      <div className="project-item__body">
        <h2 className="project-item__title">{project.title}</h2>
        {article ? <p className="project-item__product">{article}</p> : null}
        <p className="project-item__changed">
          <FormattedMessage
            {...changed}
            values={{ date: intl.formatDate(project.updatedAt, { dateStyle: 'medium' }) }}
          />
        </p>
      </div>
      <div className="project-item__actions">
        {editor ? (
          <ExternalLink
            href={editor}
            className="button button--primary project-item__open"
            aria-label={intl.formatMessage(openNamed, { title: project.title })}
          >
            <FolderOpen aria-hidden="true" size={18} />
            <span>{intl.formatMessage(messages.open)}</span>
          </ExternalLink>
        ) : null}
        <Button
          variant="secondary"
          className="project-item__delete"
          aria-label={intl.formatMessage(deleteNamed, { title: project.title })}
          onClick={() => onDelete(project)}
        >
          <Trash2 aria-hidden="true" size={18} />
          <span>{intl.formatMessage(messages.delete)}</span>
        </Button>
      </div>
    </li>
  );
}

interface ProjectListProps {
  data: SavedProjectPage;
  page: number;
  /** Deleted here, still on the page until the list is fetched again. */
  removed: ReadonlySet<string>;
  busy: boolean;
  onDelete(project: SavedProject): void;
  onPage(page: number): void;
}

/** The page's projects: their count and range, the cards, and the pages. */
function ProjectList({ data, page, removed, busy, onDelete, onPage }: ProjectListProps) {
  const intl = useIntl();
  const shown = data.projects.filter((p) => !removed.has(p.id));
  const pages = pageCount(data.totalProjectCount, SAVED_PROJECTS_PAGE_SIZE);
  const { from, to } = rangeOf(Math.min(page, pages), SAVED_PROJECTS_PAGE_SIZE, data.totalProjectCount);
  return (
    <>
      <p className="saved-projects__summary">
        <strong>
          <FormattedMessage {...total} values={{ count: data.totalProjectCount }} />
        </strong>
        {pages > 1 ? (
          <span>
            <FormattedMessage {...range} values={{ from, to, count: data.totalProjectCount }} />
          </span>
        ) : null}
      </p>
      <ul className="saved-projects__list" aria-busy={busy || undefined}>
        {shown.map((project) => (
          <ProjectItem key={project.id} project={project} onDelete={onDelete} />
        ))}
      </ul>
      <Pagination
        page={Math.min(page, pages)}
        total={data.totalProjectCount}
        pageSize={SAVED_PROJECTS_PAGE_SIZE}
        what={intl.formatMessage(messages.pagesOf)}
        onChange={onPage}
      />
    </>
  );
}

/**
 * /saved-projects: the editor's saved projects, 10 a page (the page is in the address, ?page=2), each reopened in
 * the editor or deleted after a confirmation; the list follows a delete without a reload.
 */
export function SavedProjectsPage() {
  const intl = useIntl();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [search, setSearch] = useSearchParams();
  const customer = useCustomer();
  const page = clampPage(search.get('page'));
  const projects = useSavedProjectsPage(customer.data?.id, page);
  const [deleting, setDeleting] = useState<SavedProject | null>(null);
  const [deleteState, setDeleteState] = useState<DeleteState>('idle');
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  const goTo = (next: number) => {
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { replace: false },
    );
    window.scrollTo({ top: 0 });
  };

  const closeDelete = () => {
    if (deleteState === 'pending') return;
    setDeleting(null);
    setDeleteState('idle');
  };

  const confirmDelete = async () => {
    if (!deleting || !projects.data) return;
    const project = deleting;
    setDeleteState('pending');
    try {
      await deleteProject(project.id);
    } catch {
      setDeleteState('failed');
      return;
    }
    setRemoved((previous) => new Set(previous).add(project.id));
    setDeleting(null);
    setDeleteState('idle');
    toast.notify({ kind: 'success', message: intl.formatMessage(deleted, { title: project.title }) });
    const next = pageAfterRemoval(page, SAVED_PROJECTS_PAGE_SIZE, projects.data.totalProjectCount - 1);
    if (next !== page) goTo(next);
    await refreshSavedProjects(mutate);
  };

  let content: ReactNode;
  const data = projects.data;
  if ((!customer.data && customer.error) || (!data && projects.error)) {
    content = null;
  } else if (!data) {
    content = <CardsSkeleton count={4} className="saved-projects-skeleton" />;
  } else if (data.totalProjectCount === 0) {
    content = (
      <EmptyState title={<FormattedMessage {...messages.empty} />}>
        <ShopLink />
      </EmptyState>
    );
  } else {
    content = (
      <ProjectList
        data={data}
        page={page}
        removed={removed}
        busy={projects.isValidating}
        onDelete={setDeleting}
        onPage={goTo}
      />
    );
  }

  return (
    <Screen title={messages.title} className="saved-projects">
      {(!customer.data && customer.error) || projects.error ? (
        <LoadErrorBanner
          message={<FormattedMessage {...messages.loadError} />}
          retryLabel={<FormattedMessage {...messages.retry} />}
          onRetry={() => {
            void customer.mutate();
            void projects.mutate();
          }}
        />
      ) : null}
      {content}
      <Modal open={deleting !== null} onClose={closeDelete} title={intl.formatMessage(messages.deleteTitle)}>
        <p>{intl.formatMessage(deleteText, { title: deleting?.title ?? '' })}</p>
        {deleteState === 'failed' ? (
          <p className="modal__error" role="alert">
            {intl.formatMessage(messages.deleteError)}
          </p>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={closeDelete} disabled={deleteState === 'pending'}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            onClick={() => void confirmDelete()}
            disabled={deleteState === 'pending'}
            aria-busy={deleteState === 'pending' || undefined}
          >
            {intl.formatMessage(deleteState === 'pending' ? messages.deleting : messages.confirm)}
          </Button>
        </div>
      </Modal>
    </Screen>
  );
}
