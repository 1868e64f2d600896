/**
 * Relatives title calculator: one's own sex and a chain such as 爸爸的妈妈的哥哥 (typed, or built
 * with the 父 母 夫 妻 兄 弟 姐 妹 子 女 buttons) give the title, regional variants and what that
 * relative calls you. The chain is read by the Rust engine in the `kin` wasm module.
 *
 * Drawn with plain HTML controls and our own CSS (`antd: false` in meta.ts): on a phone antd's
 * code, stylesheet and provider were most of this page's load.
 */
import clearSvg from '@ant-design/icons-svg/inline-svg/outlined/clear.svg?raw';
import deleteSvg from '@ant-design/icons-svg/inline-svg/outlined/delete.svg?raw';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kinshipCalculate, toToolError, type KinAnswer, type KinSex } from '../../../core';
import { ErrorNotice } from '../../../shared/ErrorNotice';
import { lightIcon } from '../../../shared/lightIcon';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import { KinResult } from './KinResult';
import '../../../shared/lightControls.css';
import '../../../shared/lightTag.css';
import { LightClearButton } from '../../../shared/LightClearButton';
import './relative.css';
import { LightChoices } from '../../../shared/LightChoices';

const ClearOutlined = lightIcon(clearSvg, 'ClearOutlined');
const DeleteOutlined = lightIcon(deleteSvg, 'DeleteOutlined');

const NS = 'relative-calculator';
const SEXES = ['male', 'female'] as const;
const BUTTONS = [
  ['父', '爸爸'],
  ['母', '妈妈'],
  ['夫', '老公'],
  ['妻', '老婆'],
  ['兄', '哥哥'],
  ['弟', '弟弟'],
  ['姐', '姐姐'],
  ['妹', '妹妹'],
  ['子', '儿子'],
  ['女', '女儿'],
] as const;
/** Examples that work for the chosen sex (a man has no 老公, a woman no 老婆). */
const EXAMPLES: Record<KinSex, string[]> = {
  male: ['爸爸的妈妈的哥哥', '妈妈的妈妈', '哥哥的老婆', '老婆的妈妈', '爸爸的哥哥的儿子'],
  female: ['爸爸的妈妈的哥哥', '妈妈的妈妈', '哥哥的老婆', '老公的妈妈', '爸爸的哥哥的儿子'],
};
const MAX_LENGTH = 2000;

function words(chain: string): string[] {
  return chain
    .split('的')
    .map((w) => w.trim())
    .filter(Boolean);
}

type Outcome = {
  key: string;
  answer: KinAnswer | null;
  error: ReturnType<typeof toToolError> | null;
};

export default function RelativeCalculatorTool() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [sex, setSex] = usePersistentState<KinSex>(`${NS}:sex`, 'male', isOneOf(SEXES));
  const [chain, setChain] = usePersistentState(`${NS}:chain`, '', isString);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const key = `${sex}\n${chain}`;

  useEffect(() => {
    if (!chain.trim()) return;
    let stale = false;
    const done = (answer: KinAnswer | null, error: Outcome['error']) => {
      if (!stale) setOutcome({ key: `${sex}\n${chain}`, answer, error });
    };
    kinshipCalculate(chain, sex).then(
      (answer) => done(answer, null),
      (e: unknown) => done(null, toToolError(e)),
    );
    return () => {
      stale = true;
    };
  }, [chain, sex]);

  const current = chain.trim() && outcome?.key === key ? outcome : null;
  const add = (word: string) => setChain([...words(chain), word].join('的'));

  const error = current?.error ?? null;

  return (
    <div className="kin-tool">
      <form className="kin-form" onSubmit={(e) => e.preventDefault()}>
        <LightChoices
          legend={t('sex')}
          name="kin-sex"
          value={sex}
          options={SEXES}
          label={(s) => t(s)}
          onChange={setSex}
        />
        <div className="light-field">
          <label htmlFor="kin-chain" className="light-label">
            {t('chain')}
          </label>
          <span className="light-affix kin-chain">
            <input
              ref={input}
              id="kin-chain"
              className="light-affix-input"
              lang="zh-CN"
              autoComplete="off"
              placeholder={t('placeholder')}
              value={chain}
              maxLength={MAX_LENGTH}
              onChange={(e) => setChain(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="kin-chain-help"
            />
            {/* The field's own clear cross, for the pointer; keyboard and screen-reader users
                have the Clear button under the field (one name for one action). */}
            {chain && (
              <LightClearButton
                onClear={() => setChain('')}
                input={input}
                hidden
                testId="kin-chain-clear"
              />
            )}
          </span>
          {/* The help gives way to the error, as antd's Form.Item did. */}
          <p id="kin-chain-help" className={error ? 'light-error' : 'light-help'}>
            {error ? errorText(error) : t('chainHelp')}
          </p>
        </div>
        <div className="kin-composer">
          <span id="kin-composer-label" className="kin-secondary">
            {t('composer')}
          </span>
          <div role="group" aria-labelledby="kin-composer-label" className="kin-buttons">
            {BUTTONS.map(([label, word]) => (
              <button
                key={label}
                type="button"
                className="button kin-word"
                title={t(`buttons.${label}`)}
                onClick={() => add(word)}
              >
                {label}
              </button>
            ))}
            <span className="kin-compact">
              <button
                type="button"
                className="button"
                title={t('deleteLast')}
                aria-label={t('deleteLast')}
                disabled={!chain.trim()}
                onClick={() => setChain(words(chain).slice(0, -1).join('的'))}
              >
                <DeleteOutlined aria-hidden />
              </button>
              <button
                type="button"
                className="button"
                disabled={!chain}
                onClick={() => setChain('')}
              >
                <ClearOutlined aria-hidden />
                {t('common:actions.clear')}
              </button>
            </span>
          </div>
        </div>
      </form>

      <div className="kin-examples" role="group" aria-labelledby="kin-examples-label">
        <span id="kin-examples-label" className="kin-secondary">
          {t('labelled', { label: t('examples') })}
        </span>
        {EXAMPLES[sex].map((example) => (
          <button
            key={example}
            type="button"
            className="kin-example"
            aria-current={chain === example ? 'true' : undefined}
            onClick={() => setChain(example)}
          >
            <span lang="zh-CN">{example}</span>
          </button>
        ))}
      </div>

      {current?.answer && <KinResult answer={current.answer} />}
      {error?.code === 'common.load_failed' && <ErrorNotice text={errorText(error)} />}
    </div>
  );
}
