import { CalendarSearch, Ellipsis } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '#contracts/routes';
import { DeleteAllAction } from '#features/photo-library/actions/DeleteAllAction';
import { ExportAction } from '#features/photo-library/actions/ExportAction';
import { GridSizeControl } from '#features/photo-library/grid/GridSizeControl';
import { SortDropdown } from '#features/photo-library/grid/SortDropdown';
import { useFeatureFlag } from '#platform/feature-flags/FeatureFlagsProvider';
import { type SortOption, sortKeysOf, TIMELINE_LIST } from '#platform/photo-library/timeline';
import { AppLink } from '#platform/query/AppLink';
import { Button } from '#ui/Button';
import { MenuButton } from '#ui/MenuButton';

const messages = defineMessages({
  select: { id: 'photos.bar.select', defaultMessage: 'Select' },
  downloads: { id: 'photos.bar.downloads', defaultMessage: 'Your downloads' },
  more: { id: 'photos.bar.more', defaultMessage: 'More actions' },
  goToDate: { id: 'photos.bar.goToDate', defaultMessage: 'Go to date' },
});

interface PhotosBarProps {
  /** The timeline is not shown (loading, failed or empty): its actions wait. */
  idle: boolean;
  sort: SortOption;
  onSort(option: SortOption): void;
  onSelect(): void;
  onDeletedAll(): void;
  /** Opens 'Go to date' (absent: the list is not by month). */
  onGoToDate?(): void;
}

/**
 * My photos' bar while nothing is selected: Select, the order, the thumbnail size, go to a date, downloads and more
 * actions.
 */
export function PhotosBar({ idle, sort, onSort, onSelect, onDeletedAll, onGoToDate }: PhotosBarProps) {
  const intl = useIntl();
  const downloadOn = useFeatureFlag('PhotoManagementDownloadViewEnabled');
  return (
    <div className="photos-bar">
      <Button variant="secondary" onClick={onSelect} disabled={idle}>
        {intl.formatMessage(messages.select)}
      </Button>
      <SortDropdown value={sort} keys={sortKeysOf(TIMELINE_LIST)} onChange={onSort} />
      <GridSizeControl />
      {onGoToDate ? (
        <Button
          variant="secondary"
          className="photos-bar__go-to-date"
          title={intl.formatMessage(messages.goToDate)}
          onClick={onGoToDate}
          disabled={idle}
        >
          <CalendarSearch size={18} aria-hidden="true" />
          <span className="photos-bar__go-to-date-text">{intl.formatMessage(messages.goToDate)}</span>
        </Button>
      ) : null}
      <div className="photos-bar__more">
        {downloadOn ? (
          <AppLink to={paths.downloads} className="photos-bar__downloads">
            {intl.formatMessage(messages.downloads)}
          </AppLink>
        ) : null}
        <MenuButton
          label={intl.formatMessage(messages.more)}
          icon={<Ellipsis size={18} aria-hidden="true" />}
        >
          <ExportAction disabled={idle} />
          <DeleteAllAction disabled={idle} onDeleted={onDeletedAll} />
        </MenuButton>
      </div>
    </div>
  );
}
