import { Alert, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../shared/ui/QrCode.tsx';

export interface OperatorSecret {
  name: string;
  password: string;
  otpauth: string;
}

/**
 * The one-time password and the authenticator's URI (with its QR code) that addOperator and resetOperator answer.
 * The server keeps neither in the clear: this is the only time they can be read.
 */
export function SecretView({ secret }: { secret: OperatorSecret }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="warning" showIcon title={t('operators.secretOnce')} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('operators.name')}>{secret.name}</Descriptions.Item>
        <Descriptions.Item label={t('operators.oneTimePassword')}>
          <Typography.Text code copyable data-testid="one-time-password">
            {secret.password}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('operators.otpauth')}>
          <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="otpauth">
            {secret.otpauth}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <QrCode text={secret.otpauth} label={t('operators.qr')} />
    </Space>
  );
}
