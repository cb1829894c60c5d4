import {
  AuditOutlined,
  BarChartOutlined,
  InboxOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../features/auth/useLogout.ts';
import { go, parseHash } from '../shared/router/hash-route.ts';
import { isAdmin, useSession } from '../shared/session/session.ts';
import { LanguageSwitch } from '../shared/ui/LanguageSwitch.tsx';
import { Screen } from './Screen.tsx';

/** The desktop frame: the menu on the left, who is signed in with the language and logout on top, the screen. */
export function Shell({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const current = useSession();
  const logout = useLogout();
  const route = parseHash(hash);
  const section = route.name === 'report' ? 'queue' : route.name || 'queue';
  const items = [
    { key: 'queue', icon: <InboxOutlined />, label: t('nav.queue') },
    { key: 'verification', icon: <SafetyCertificateOutlined />, label: t('nav.verification') },
    { key: 'members', icon: <UserOutlined />, label: t('nav.members') },
    { key: 'audit', icon: <AuditOutlined />, label: t('nav.audit') },
    { key: 'dashboard', icon: <BarChartOutlined />, label: t('nav.dashboard') },
    { key: 'safety-words', icon: <WarningOutlined />, label: t('nav.safetyWords') },
    ...(isAdmin(current) ? [{ key: 'operators', icon: <TeamOutlined />, label: t('nav.operators') }] : []),
  ];
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light" className="kk-sider">
        <div className="kk-brand">{t('app.title')}</div>
        <Menu mode="inline" selectedKeys={[section]} items={items} onClick={({ key }) => go(`/${key}`)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="kk-header">
          <Space>
            <Typography.Text strong data-testid="operator-name">
              {current?.operator.name}
            </Typography.Text>
            {current ? <Tag>{t(`role.${current.operator.role}`)}</Tag> : null}
            <LanguageSwitch />
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('nav.logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="kk-content">
          <Screen route={route} admin={isAdmin(current)} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
