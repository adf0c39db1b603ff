import { Button } from '@portal/shared/ui';
import { stateNoticeText, useOnline, type StateNotice } from './use-selection-feedback.js';
import { publicWords } from '../i18n/words.js';

/**
 * Says, where the sections are, that the chosen state's data could not be loaded and why (the error
 * toast has already announced it, so this is not a live region). Once the browser is online it offers to
 * load the state again; offline that could only fail again.
 */
export function StateNoticeMessage({ notice, onChooseAgain }: { notice: StateNotice; onChooseAgain: () => void }) {
  const online = useOnline();
  const words = publicWords.useWords();
  return (
    <div className="notice home__state-notice">
      <p>{stateNoticeText(notice, words)}</p>
      {online && (
        <Button className="button button--small" onPress={onChooseAgain}>
          {words('stateLoadAgain', { state: notice.selection.stateName })}
        </Button>
      )}
    </div>
  );
}
