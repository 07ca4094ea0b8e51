import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { editorState } from '../state/editor.store';
import { fieldProblemText } from '../../../lib/field-problem';
import { crumbsOf } from '../state/server-issues';

/** Every issue of a refusal with a readable place (Russian script › Character 1 › Reactions), never a bare path. */
export function IssueList() {
  const { t } = useTranslation('scenarioAdmin');
  const { issues } = useSnapshot(editorState);
  return (
    <ul className="scn-issues">
      {issues.map((issue, index) => {
        const where = crumbsOf(issue.path).map((crumb) => t(crumb.key, crumb.values ?? {})).join(' › ') || t('issues.whole');
        return (
          <li key={`${issue.path}-${index}`}>
            <span className="scn-issue-where">{where}</span>: {fieldProblemText(issue, t)}
          </li>
        );
      })}
    </ul>
  );
}
