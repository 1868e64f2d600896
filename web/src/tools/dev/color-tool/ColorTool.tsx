/**
 * Colour picker and converter. HEX, RGB, HSB, HSL and CMYK fields all edit the same colour:
 * the field being typed in keeps its text while the others follow, and every field is written
 * with enough decimals to read back as the same colour, so nothing drifts. The picker panel
 * (ColorPanel, react-colorful) is on the page, operable with the arrow keys. The screen
 * eyedropper works where the browser has one. The colour and the recent colours are remembered.
 * Drawn without antd (`antd: false` in meta.ts): the shell's buttons and light fields.
 */
import aimSvg from '@ant-design/icons-svg/inline-svg/outlined/aim.svg?raw';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  colorConvert,
  toToolError,
  type ColorFormat,
  type ColorInfo,
  type ToolError,
} from '../../../core';
import { lightIcon } from '../../../shared/lightIcon';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import '../../../shared/lightControls.css';
import { ColorFields } from './ColorFields';
import { ColorPanel } from './ColorPanel';
import { ContrastPanel } from './ContrastPanel';
import { DEFAULT_HEX, MAX_RECENT, NS, isHex, isHexAnyCase, isHexList } from './constants';
import { RecentColors } from './RecentColors';
import './color-tool.css';

const AimOutlined = lightIcon(aimSvg, 'AimOutlined');

interface EyeDropperApi {
  open(): Promise<{ sRGBHex: string }>;
}
type EyeDropperCtor = new () => EyeDropperApi;

function eyeDropper(): EyeDropperCtor | undefined {
  return (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
}

const texts = (info: ColorInfo): Record<ColorFormat, string> => ({
  hex: info.hex,
  rgb: info.rgb,
  hsb: info.hsb,
  hsl: info.hsl,
  cmyk: info.cmyk,
});

export default function ColorTool() {
  const { t } = useTranslation(NS);
  // The colour is in the URL too (`#color=%23ff8800`), so a link shows the same colour.
  const [saved, setSaved] = useUrlState(
    'color',
    usePersistentState(`${NS}:color`, DEFAULT_HEX, isHex),
    isHexAnyCase,
    DEFAULT_HEX,
  );
  const [recent, setRecent] = usePersistentState<string[]>(`${NS}:recent`, [], isHexList);
  const [info, setInfo] = useState<ColorInfo | null>(null);
  const [fields, setFields] = useState<Record<ColorFormat, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ColorFormat, ToolError>>>({});
  // The panel's colour. It is given back what it reported while dragging, so that it keeps its
  // own hue and saturation (a grey has none of its own, and would lose them).
  const [picker, setPicker] = useState(saved);
  // The eyedropper's failure, said next to its button (a polite live region).
  const [dropperFailed, setDropperFailed] = useState(false);

  const remember = useCallback(
    (hex: string) => setRecent([hex, ...recent.filter((c) => c !== hex)].slice(0, MAX_RECENT)),
    [recent, setRecent],
  );

  /** Shows `next` everywhere except in `keep`, the field being typed in. */
  const show = useCallback(
    (next: ColorInfo, keep?: ColorFormat) => {
      setInfo(next);
      setSaved(next.hex);
      setFields((old) => {
        const all = texts(next);
        return keep && old ? { ...all, [keep]: old[keep] } : all;
      });
      // A colour that converts makes every field right again: no message may stay behind.
      setErrors({});
    },
    [setSaved],
  );

  const applyHex = useCallback(
    async (hex: string, updatePicker = true) => {
      try {
        const next = await colorConvert('hex', hex);
        show(next);
        if (updatePicker) setPicker(next.hex);
        return next;
      } catch (e) {
        console.error('A picked colour was not understood:', hex, e);
        return null;
      }
    },
    [show],
  );

  useEffect(() => {
    void applyHex(saved);
    // Only the remembered colour on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function edit(format: ColorFormat, text: string) {
    setFields((old) => (old ? { ...old, [format]: text } : old));
    try {
      const next = await colorConvert(format, text);
      show(next, format);
      setPicker(next.hex);
    } catch (e) {
      setErrors((old) => ({ ...old, [format]: toToolError(e) }));
    }
  }

  function commit(format: ColorFormat) {
    if (info && !errors[format]) remember(info.hex);
  }

  async function pickFromScreen() {
    const Dropper = eyeDropper();
    if (!Dropper) return;
    setDropperFailed(false);
    try {
      const { sRGBHex } = await new Dropper().open();
      const next = await applyHex(sRGBHex);
      if (next) remember(next.hex);
    } catch (e) {
      // Escape closes the eyedropper: that is not an error.
      if ((e as { name?: string })?.name !== 'AbortError') {
        setDropperFailed(true);
      }
    }
  }

  if (!info || !fields) return null;
  const dark = info.contrastBlack >= info.contrastWhite;
  const dropper = eyeDropper();
  return (
    <div className="color-tool">
      <div className="color-top">
        <div className="color-pick">
          {/* A translucent colour is shown over a checkerboard, with its opacity. */}
          <div
            className={info.alpha < 1 ? 'color-swatch color-swatch-translucent' : 'color-swatch'}
            style={{
              ['--swatch' as string]: info.hex,
              color: dark || info.alpha < 0.5 ? '#000' : '#fff',
            }}
            data-testid="color-swatch"
          >
            {info.hex}
            {info.alpha < 1 && (
              <span className="color-alpha" data-testid="color-alpha">
                {t('alpha', { percent: Math.round(info.alpha * 1000) / 10 })}
              </span>
            )}
          </div>
          <p className="light-label color-panel-label" id="color-panel-label">
            {t('picker')}
          </p>
          <ColorPanel
            labelledBy="color-panel-label"
            value={picker}
            onChange={(hex) => {
              setPicker(hex);
              void applyHex(hex, false);
            }}
            onChangeEnd={remember}
          />
          <div className="light-actions">
            <button
              type="button"
              className="button"
              disabled={!dropper}
              aria-describedby={dropper ? undefined : 'color-eyedropper-note'}
              onClick={() => void pickFromScreen()}
            >
              <AimOutlined aria-hidden />
              {t('eyedropper.button')}
            </button>
          </div>
          {/* Always in the page, so that its message is announced when it appears. */}
          <p role="status" className="light-error color-status">
            {dropperFailed ? t('eyedropper.failed') : ''}
          </p>
          {!dropper && (
            <p className="light-help color-note" id="color-eyedropper-note">
              {t('eyedropper.unsupported')}
            </p>
          )}
        </div>
        <ColorFields
          texts={fields}
          errors={errors}
          onEdit={(format, text) => void edit(format, text)}
          onCommit={commit}
          onCopied={() => remember(info.hex)}
        />
      </div>
      <ContrastPanel hex={info.hex} white={info.contrastWhite} black={info.contrastBlack} />
      <RecentColors
        colors={recent}
        onPick={(hex) => void applyHex(hex)}
        onClear={() => setRecent([])}
      />
    </div>
  );
}
