/**
 * The UUID tool's second half: name-based UUIDs (v3/v5: a standard namespace or one of the
 * user's own, plus a name), the Nil and Max UUIDs, and reading a pasted UUID (version, variant,
 * and the time a v1/v6/v7 UUID carries). All computed by the wasm core (`uuid` crate).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toToolError,
  uuidDecode,
  uuidNameBased,
  uuidSpecial,
  type NameVersion,
  type ToolError,
  type UuidInfo,
} from '../../../core';
import { LightCopyButton } from '../../../shared/LightCopyButton';
import { RadioOptions } from '../../../shared/LightChoices';
import { useErrorText } from '../../../shared/useErrorText';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';

const NS = 'uuid-generator';
const NAMESPACES = ['dns', 'url', 'oid', 'x500', 'custom'] as const;
type Namespace = (typeof NAMESPACES)[number];
const NAME_VERSIONS: NameVersion[] = ['v5', 'v3'];

const NOTHING = { value: null, error: null };

/**
 * Runs `compute` when its inputs change; the latest answer or error wins. Without `enabled`
 * (an empty field) nothing is computed and neither an answer nor an error shows.
 */
function useComputed<T>(enabled: boolean, compute: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ value: T | null; error: ToolError | null }>(NOTHING);
  useEffect(() => {
    let current = true;
    if (enabled)
      compute().then(
        (value) => current && setState({ value, error: null }),
        (e: unknown) => current && setState({ value: null, error: toToolError(e) }),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return enabled ? state : NOTHING;
}

function NameBased() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [version, setVersion] = usePersistentState<NameVersion>(
    `${NS}:nameVersion`,
    'v5',
    isOneOf(NAME_VERSIONS),
  );
  const [namespace, setNamespace] = usePersistentState<Namespace>(
    `${NS}:namespace`,
    'dns',
    isOneOf(NAMESPACES),
  );
  const [custom, setCustom] = usePersistentState(`${NS}:customNamespace`, '', isString);
  const [name, setName] = useState('');
  const ns = namespace === 'custom' ? custom : namespace;
  const result = useComputed(
    namespace !== 'custom' || custom.trim() !== '',
    () => uuidNameBased(version, ns, name),
    [version, ns, name, namespace, custom],
  );
  return (
    <section className="uuid-card" aria-labelledby="uuid-named-title">
      <h2 id="uuid-named-title" className="uuid-card-title">
        {t('named.title')}
      </h2>
      <p className="light-help uuid-card-help">{t('named.help')}</p>
      <div className="uuid-options">
        <fieldset className="light-field">
          <legend className="light-label">{t('version')}</legend>
          <div className="light-segmented">
            <RadioOptions
              name="uuid-name-version"
              value={version}
              options={NAME_VERSIONS}
              label={(v) => t(`named.versions.${v}`)}
              onChange={setVersion}
              look="segment"
            />
          </div>
        </fieldset>
        <div className="light-field">
          <label className="light-label" htmlFor="uuid-namespace">
            {t('named.namespace')}
          </label>
          <select
            id="uuid-namespace"
            className="light-select"
            value={namespace}
            onChange={(e) => setNamespace(e.target.value as Namespace)}
          >
            {NAMESPACES.map((n) => (
              <option key={n} value={n}>
                {t(`named.namespaces.${n}`)}
              </option>
            ))}
          </select>
        </div>
        {namespace === 'custom' && (
          <div className="light-field">
            <label className="light-label" htmlFor="uuid-custom-namespace">
              {t('named.customNamespace')}
            </label>
            <input
              id="uuid-custom-namespace"
              className="text-input light-input uuid-wide-input"
              value={custom}
              spellCheck={false}
              autoComplete="off"
              placeholder="6ba7b810-9dad-11d1-80b4-00c04fd430c8"
              onChange={(e) => setCustom(e.target.value)}
              aria-invalid={result.error?.code === 'uuid.invalid_namespace' || undefined}
            />
          </div>
        )}
      </div>
      <div className="light-field">
        <label className="light-label" htmlFor="uuid-name">
          {t('named.name')}
        </label>
        <input
          id="uuid-name"
          className="text-input light-input uuid-wide-input"
          value={name}
          spellCheck={false}
          autoComplete="off"
          placeholder={t('named.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      {result.error ? (
        <p className="light-error" role="alert" data-testid="uuid-named-error">
          {errorText(result.error)}
        </p>
      ) : (
        // The line keeps its place while the core computes (nothing below it jumps).
        <div
          className="uuid-line"
          style={result.value ? undefined : { visibility: 'hidden' }}
          aria-hidden={result.value ? undefined : true}
        >
          <output className="uuid-mono" data-testid="uuid-named" aria-label={t('named.result')}>
            {result.value ?? ''}
          </output>
          <LightCopyButton text={result.value ?? ''} className="button-small" />
        </div>
      )}
    </section>
  );
}

function Special() {
  const { t } = useTranslation(NS);
  const special = useComputed(true, () => uuidSpecial(), []);
  // Drawn at once, hidden until the core answers, so the card below keeps its place.
  return (
    <section
      className="uuid-card"
      aria-labelledby="uuid-special-title"
      style={special.value ? undefined : { visibility: 'hidden' }}
    >
      <h2 id="uuid-special-title" className="uuid-card-title">
        {t('special.title')}
      </h2>
      {(['nil', 'max'] as const).map((kind, i) => (
        <div key={kind} className="uuid-line">
          <span className="uuid-line-label">{t(`special.${kind}`)}</span>
          <code className="uuid-mono" data-testid={`uuid-${kind}`}>
            {special.value?.[i] ?? '00000000-0000-0000-0000-000000000000'}
          </code>
          <LightCopyButton
            text={special.value?.[i] ?? ''}
            ariaLabel={t('special.copy', { name: t(`special.${kind}`) })}
            className="button-small"
          />
        </div>
      ))}
    </section>
  );
}

function Decode() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [text, setText] = useState('');
  const info = useComputed<UuidInfo>(text.trim() !== '', () => uuidDecode(text), [text]);
  const rows: [string, string][] = [];
  const v = info.value;
  if (v) {
    rows.push([t('decode.canonical'), v.canonical]);
    const version =
      v.special !== null
        ? t(`decode.specials.${v.special}`)
        : v.variant === 'rfc'
          ? t(`decode.versions.v${v.version}`, {
              defaultValue: t('decode.versions.unknown', { version: v.version }),
            })
          : t('decode.versions.none');
    rows.push([t('decode.version'), version]);
    rows.push([t('decode.variant'), t(`decode.variants.${v.variant}`)]);
    if (v.unixMillis !== null) {
      const date = new Date(v.unixMillis);
      const valid = Number.isFinite(date.getTime());
      const local = valid
        ? new Intl.DateTimeFormat(i18n.language, {
            dateStyle: 'long',
            timeStyle: 'medium',
          }).format(date)
        : '';
      rows.push([
        t('decode.time'),
        valid ? `${date.toISOString()} (${local})` : String(v.unixMillis),
      ]);
      rows.push([t('decode.millis'), String(v.unixMillis)]);
    }
    if (v.clockSeq !== null) rows.push([t('decode.clockSeq'), String(v.clockSeq)]);
    if (v.node !== null) {
      rows.push([
        t('decode.node'),
        `${v.node} (${t(v.randomNode ? 'decode.randomNode' : 'decode.macNode')})`,
      ]);
    }
  }
  return (
    <section className="uuid-card" aria-labelledby="uuid-decode-title">
      <h2 id="uuid-decode-title" className="uuid-card-title">
        {t('decode.title')}
      </h2>
      <div className="light-field">
        <label className="light-label" htmlFor="uuid-decode-input">
          {t('decode.input')}
        </label>
        <input
          id="uuid-decode-input"
          className="text-input light-input uuid-wide-input"
          value={text}
          spellCheck={false}
          autoComplete="off"
          placeholder="017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
          onChange={(e) => setText(e.target.value)}
          aria-invalid={info.error ? true : undefined}
        />
      </div>
      {info.error && (
        <p className="light-error" role="alert" data-testid="uuid-decode-error">
          {errorText(info.error)}
        </p>
      )}
      {rows.length > 0 && (
        <dl className="uuid-fields" data-testid="uuid-decoded">
          {rows.map(([label, value]) => (
            <div key={label} className="uuid-field">
              <dt>{label}</dt>
              <dd className="uuid-mono">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function UuidExtras() {
  return (
    <>
      <NameBased />
      <Special />
      <Decode />
    </>
  );
}
