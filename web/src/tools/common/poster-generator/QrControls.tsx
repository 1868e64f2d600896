import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ValueSlider } from '../../../shared/ValueSlider';
import type { ToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { QR_SIZE_RANGE, type QrElement } from './poster';

interface Props {
  qr: QrElement;
  onChange: (qr: QrElement) => void;
  error: ToolError | null;
}

/** The QR code's content (a link or any text) and size; the core makes the code. */
export function QrControls({ qr, onChange, error }: Props) {
  const { t } = useTranslation('poster-generator');
  const errorText = useErrorText('poster-generator');
  const set = (patch: Partial<QrElement>) => onChange({ ...qr, ...patch });
  const [min, max] = QR_SIZE_RANGE;
  const shown = !!qr.text.trim();
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={t('qrText')}
        placeholder={t('qrPlaceholder')}
        value={qr.text}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={5000}
        status={error ? 'error' : undefined}
        onChange={(e) => set({ text: e.target.value })}
      />
      {error ? (
        <Alert type="error" showIcon title={errorText(error)} data-testid="poster-qr-error" />
      ) : (
        <Typography.Text type="secondary">{t('qrHint')}</Typography.Text>
      )}
      {shown && (
        <Flex wrap gap={12} align="center">
          <ValueSlider
            className="poster-size"
            label={t('qrSize')}
            min={Math.round(min * 100)}
            max={Math.round(max * 100)}
            value={Math.round(qr.size * 100)}
            format={(v) => `${v}%`}
            onChange={(v) => set({ size: v / 100 })}
          />
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => set({ text: '' })}>
            {t('removeQr')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
