import { useRef, type KeyboardEvent } from 'react';
import { usePanel } from './store/context';
import { TOOLS, type Tool } from './store/forms';
import { goalWords } from './store/tools';
import { GoalForm } from './GoalForm';
import { useDomId } from '../shared/hooks/useDomId';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/**
 * The goals side by side as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * tabs and select them). Only the chosen goal's settings are shown; every input lives in the
 * store, per photo, so nothing is lost when switching goals or photos. The goal's button is in
 * the action bar at the bottom.
 */
export function GoalTabs() {
  const tool = usePanel((state) => state.forms.tool);
  const setTool = usePanel((state) => state.setTool);
  const id = useDomId('goal');
  const t = useT(panelMessages);
  const tabs = useRef<Partial<Record<Tool, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TOOLS.indexOf(tool);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TOOLS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TOOLS.length) % TOOLS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TOOLS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TOOLS[next] ?? tool;
    setTool(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className="tools">
      <div className="tabs" role="tablist" aria-label={t('goal.tablist')} onKeyDown={onKeyDown}>
        {TOOLS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            className="tabs__tab"
            aria-selected={tool === key}
            aria-controls={`${id}-panel`}
            tabIndex={tool === key ? 0 : -1}
            onClick={() => setTool(key)}
          >
            {t(goalWords(key).tab)}
          </button>
        ))}
      </div>
      <div className="tools__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tool}`}>
        <GoalForm key={tool} goal={tool} />
      </div>
    </div>
  );
}
