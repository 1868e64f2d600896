/**
 * RMB amounts in capitals (人民币大写) by the PBOC rules, and back with a check of the writing.
 * Both inputs live here, so they survive switching tabs and languages, and in the URL; options
 * are remembered.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { FromCapital } from './FromCapital';
import { ToCapital } from './ToCapital';
import '../../../shared/lightControls.css';
import './rmb-conversion.css';

const NS = 'rmb-conversion';
const TABS = ['toCapital', 'fromCapital'] as const;
type Tab = (typeof TABS)[number];

export default function RmbConversionTool() {
  const { t } = useTranslation(NS);
  // The tab and both inputs are in the URL too (?tab=&amount=&capital=), so a link reopens them.
  const [tab, setTab] = useUrlState(
    'tab',
    usePersistentState<Tab>(`${NS}:tab`, 'toCapital', isOneOf(TABS)),
    isOneOf(TABS),
  );
  const [amount, setAmount] = useUrlState('amount', useState(''), isString);
  const [capital, setCapital] = useUrlState('capital', useState(''), isString);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and select.
  function onKeyDown(e: KeyboardEvent) {
    const index = TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="rmb-tool">
      <div role="tablist" className="rmb-tabs" onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`rmb-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`rmb-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className="rmb-tab"
            onClick={() => setTab(key)}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`rmb-panel-${tab}`} aria-labelledby={`rmb-tab-${tab}`}>
        {tab === 'toCapital' ? (
          <ToCapital value={amount} onChange={setAmount} />
        ) : (
          <FromCapital value={capital} onChange={setCapital} />
        )}
      </div>
    </div>
  );
}
