import { usePanel } from './store/context';
import { PanelHeader } from './PanelHeader';
import { SiteAccess } from './SiteAccess';
import { ErrorNotice } from '../shared/ErrorNotice';
import { JobList } from './JobList';
import { ResultsPanel } from './ResultsPanel';
import { ToolTabs } from './ToolTabs';
import { Toast } from '../shared/Toast';
import { focusPhotoChooser } from './PhotoChooser';

/** The side panel's page: header, this site's on/off row, errors, renders in progress, before/after, tools. */
export function SidePanelLayout() {
  const keySet = usePanel((state) => state.keySet);
  const notice = usePanel((state) => state.notice);
  const showNotice = usePanel((state) => state.showNotice);
  const startJob = usePanel((state) => state.startJob);
  const retry = notice?.retry;
  return (
    <div className="panel">
      <PanelHeader />
      <SiteAccess />
      <main className="panel__main">
        {keySet === false && notice?.code !== 'no_api_key' && <ErrorNotice code="no_api_key" />}
        {notice && (
          <ErrorNotice
            code={notice.code}
            detail={notice.detail}
            onRetry={retry ? () => void startJob(retry.request, { photo: retry.photo, newVariation: retry.newVariation }) : undefined}
            onPickAnotherPhoto={focusPhotoChooser}
            onDismiss={() => showNotice(null)}
          />
        )}
        <JobList />
        <ResultsPanel />
        <ToolTabs />
      </main>
      <Toast />
    </div>
  );
}
