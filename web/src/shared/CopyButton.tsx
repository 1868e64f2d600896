import { CopyOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from './clipboard';

interface Props extends Omit<ButtonProps, 'onClick'> {
  text: string;
  label?: string;
}

/** Copies `text` and says whether it worked. */
export function CopyButton({ text, label, disabled, ...rest }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Button
      icon={<CopyOutlined aria-hidden />}
      disabled={disabled || text.length === 0}
      onClick={async () => {
        if (await copyText(text)) void message.success(t('actions.copied'));
        else void message.error(t('actions.copyFailed'));
      }}
      {...rest}
    >
      {label ?? t('actions.copy')}
    </Button>
  );
}
