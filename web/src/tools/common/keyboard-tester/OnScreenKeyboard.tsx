/** The drawn keyboard: each key lit while held and marked once tested. */
import { useTranslation } from 'react-i18next';
import { BLOCKS, SHORT_LABELS } from './layout';

const NS = 'keyboard-tester';

export function OnScreenKeyboard({ held, tested }: { held: string[]; tested: string[] }) {
  const { t } = useTranslation(NS);
  const heldSet = new Set(held);
  const testedSet = new Set(tested);
  return (
    <div className="kb-wrap" role="group" aria-label={t('keyboardLabel')}>
      <div className="kb">
        {BLOCKS.map((block) => (
          <div
            key={block.id}
            className={`kb-block kb-block-${block.id}`}
            style={{
              gridTemplateColumns: `repeat(${block.width * 4}, calc(var(--kb-u) / 4))`,
              gridTemplateRows: `repeat(${block.height}, var(--kb-u))`,
            }}
          >
            {block.keys.map((k) => {
              const state = heldSet.has(k.code) ? 'held' : testedSet.has(k.code) ? 'tested' : '';
              return (
                <span
                  key={k.code}
                  className={`kb-key ${state}`}
                  data-code={k.code}
                  data-state={state || 'untested'}
                  title={k.code}
                  style={{
                    gridColumn: `${k.x * 4 + 1} / span ${k.w * 4}`,
                    gridRow: `${k.y + 1} / span ${k.h}`,
                  }}
                >
                  <span className="kb-cap">
                    {SHORT_LABELS[k.code] ? (
                      <>
                        <span className="kb-label-full">{k.label}</span>
                        <span className="kb-label-short">{SHORT_LABELS[k.code]}</span>
                      </>
                    ) : (
                      k.label
                    )}
                  </span>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
