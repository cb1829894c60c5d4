import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { LoginForm, type LoginValues } from '../../features/auth/LoginForm.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';

/** Login, or, when the one-time password must be replaced first (-2921), the change-password form. */
export function LoginPage({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const [change, setChange] = useState<{ values: LoginValues; reason: string } | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [name, setName] = useState<string | undefined>();
  return (
    <div className="kk-login">
      <Card
        style={{ width: 400 }}
        title={change ? t('changePassword.title') : t('login.title')}
        extra={<LanguageSwitch />}
      >
        <Typography.Paragraph type="secondary">{t('app.tagline')}</Typography.Paragraph>
        {change ? (
          <ChangePasswordForm
            name={change.values.name}
            password={change.values.password}
            reason={change.reason}
            onCancel={() => setChange(null)}
            onChanged={() => {
              setName(change.values.name);
              setNotice(t('changePassword.done'));
              setChange(null);
            }}
          />
        ) : (
          <LoginForm
            key={notice ?? 'login'}
            initialName={name}
            notice={notice}
            onSignedIn={onSignedIn}
            onMustChange={(values, reason) => {
              setNotice(undefined);
              setChange({ values, reason });
            }}
          />
        )}
      </Card>
    </div>
  );
}
