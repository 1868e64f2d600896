/**
 * Colour picker and converter. HEX, RGB, HSB, HSL and CMYK fields all edit the same colour:
 * the field being typed in keeps its text while the others follow, and every field is written
 * with enough decimals to read back as the same colour, so nothing drifts. The screen
 * eyedropper appears where the browser has one. The colour and the recent colours are remembered.
 */
import { AimOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Flex, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  colorConvert,
  toToolError,
  type ColorFormat,
  type ColorInfo,
  type ToolError,
} from '../../../core';
import { usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { ColorFields } from './ColorFields';
import { ContrastPanel } from './ContrastPanel';
import { DEFAULT_HEX, MAX_RECENT, NS, isHex, isHexAnyCase, isHexList } from './constants';
import { RecentColors } from './RecentColors';
import './color-tool.css';

interface EyeDropperApi {
  open(): Promise<{ sRGBHex: string }>;
}
type EyeDropperCtor = new () => EyeDropperApi;

function eyeDropper(): EyeDropperCtor | undefined {
  return (window as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper;
}

/** The picker's colour as `#RRGGBB`, or `#RRGGBBAA` when its alpha slider is below 100 %. */
const pickedHex = (color: Color): string => {
  const hex = color.toHexString().toUpperCase();
  return hex.length === 9 && hex.endsWith('FF') ? hex.slice(0, 7) : hex;
};

const texts = (info: ColorInfo): Record<ColorFormat, string> => ({
  hex: info.hex,
  rgb: info.rgb,
  hsb: info.hsb,
  hsl: info.hsl,
  cmyk: info.cmyk,
});

export default function ColorTool() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
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
  // The picker keeps its own value while dragging so a grey does not lose its hue.
  const [picker, setPicker] = useState<Color | string>(saved);

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
    try {
      const { sRGBHex } = await new Dropper().open();
      const next = await applyHex(sRGBHex);
      if (next) remember(next.hex);
    } catch (e) {
      // Escape closes the eyedropper: that is not an error.
      if ((e as { name?: string })?.name !== 'AbortError') {
        void message.error(t('eyedropper.failed'));
      }
    }
  }

  if (!info || !fields) return null;
  const dark = info.contrastBlack >= info.contrastWhite;
  return (
    <Flex vertical gap={24} className="color-tool">
      <Flex wrap gap={24} align="flex-start">
        <Flex vertical gap={12} className="color-pick">
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
          <Flex wrap gap={8}>
            <ColorPicker
              value={picker}
              format="hex"
              onChange={(color) => {
                setPicker(color);
                void applyHex(pickedHex(color), false);
              }}
              onChangeComplete={(color) => remember(pickedHex(color))}
            >
              <Button>{t('picker')}</Button>
            </ColorPicker>
            <Button
              icon={<AimOutlined aria-hidden />}
              disabled={!eyeDropper()}
              onClick={() => void pickFromScreen()}
            >
              {t('eyedropper.button')}
            </Button>
          </Flex>
          {!eyeDropper() && (
            <Typography.Text type="secondary" className="color-note">
              {t('eyedropper.unsupported')}
            </Typography.Text>
          )}
        </Flex>
        <ColorFields
          texts={fields}
          errors={errors}
          onEdit={(format, text) => void edit(format, text)}
          onCommit={commit}
          onCopied={() => remember(info.hex)}
        />
      </Flex>
      <ContrastPanel hex={info.hex} white={info.contrastWhite} black={info.contrastBlack} />
      <RecentColors
        colors={recent}
        onPick={(hex) => void applyHex(hex)}
        onClear={() => setRecent([])}
      />
    </Flex>
  );
}
