/** The optional centre logo of a QR code: pick, drop or paste an image; see it; remove it. */
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolError, toToolError } from '../../../core';
import { useErrorText } from '../../../shared/useErrorText';
import { LOGO_MAX_BYTES, type Logo } from './logo';
import { readLogo } from './logoImage';
import { NS } from './options';

interface Props {
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
}

export function LogoPicker({ logo, onLogo }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText(NS);
  const [error, setError] = useState<ToolError | null>(null);

  async function take(file: File) {
    try {
      const next = await readLogo(file);
      setError(null);
      onLogo(next);
    } catch (e) {
      setError(toToolError(e));
    }
  }

  // An image pasted anywhere on the page becomes the logo (text pastes are left alone).
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      void take(file);
    }
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  return (
    <Form.Item
      label={t('logo.label')}
      className="code-logo"
      extra={t('logo.hint', { max: LOGO_MAX_BYTES / 1024 / 1024 })}
    >
      <Flex vertical gap={8}>
        {logo ? (
          <Flex align="center" gap={12} data-testid="logo-current">
            <img src={logo.src} alt="" className="code-logo-thumb" aria-hidden />
            <Typography.Text ellipsis style={{ maxWidth: 200 }}>
              {logo.name}
            </Typography.Text>
            <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onLogo(null)}>
              {t('logo.remove')}
            </Button>
          </Flex>
        ) : (
          // antd's drop zone opens its file dialog on a click only: Enter and Space on the
          // focused zone open it too (caught before it, so that the dialog opens once).
          <div
            className="code-logo-keys"
            onKeyDownCapture={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              const file = e.currentTarget.querySelector<HTMLInputElement>('input[type=file]');
              if (!file) return;
              e.preventDefault();
              e.stopPropagation();
              file.click();
            }}
          >
            <Upload.Dragger
              accept="image/*"
              multiple={false}
              showUploadList={false}
              beforeUpload={(file) => {
                void take(file);
                return Upload.LIST_IGNORE;
              }}
              className="code-logo-drop"
            >
              <Typography.Text>
                <PictureOutlined aria-hidden /> {t('logo.pick')}
              </Typography.Text>
            </Upload.Dragger>
          </div>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setError(null)}
            title={errorText(error)}
            data-testid="logo-error"
          />
        )}
      </Flex>
    </Form.Item>
  );
}
