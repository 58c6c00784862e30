import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  DesktopOutlined,
  FileOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LoginOutlined,
  MailOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScanOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

type Icon = ComponentType<{ className?: string }>

/**
 * Menu icons by their kebab-case antd name: an explicit map, so that only these are bundled. (Loading
 * the whole set on demand was tried: the bundler then shares that 190 kB chunk with every static icon
 * import, putting it in the first load.) Add a name here when a menu needs a new icon.
 */
const ICONS: Record<string, Icon> = {
  'apartment-outlined': ApartmentOutlined,
  'appstore-outlined': AppstoreOutlined,
  'solution-outlined': SolutionOutlined,
  'read-outlined': ReadOutlined,
  'notification-outlined': NotificationOutlined,
  'mobile-outlined': MobileOutlined,
  'api-outlined': ApiOutlined,
  'audit-outlined': AuditOutlined,
  'bank-outlined': BankOutlined,
  'bar-chart-outlined': BarChartOutlined,
  'bell-outlined': BellOutlined,
  'book-outlined': BookOutlined,
  'calendar-outlined': CalendarOutlined,
  'car-outlined': CarOutlined,
  'cluster-outlined': ClusterOutlined,
  'contacts-outlined': ContactsOutlined,
  'dashboard-outlined': DashboardOutlined,
  'database-outlined': DatabaseOutlined,
  'deployment-unit-outlined': DeploymentUnitOutlined,
  'desktop-outlined': DesktopOutlined,
  'file-outlined': FileOutlined,
  'printer-outlined': PrinterOutlined,
  'file-search-outlined': FileSearchOutlined,
  'file-text-outlined': FileTextOutlined,
  'folder-outlined': FolderOutlined,
  'global-outlined': GlobalOutlined,
  'home-outlined': HomeOutlined,
  'idcard-outlined': IdcardOutlined,
  'link-outlined': LinkOutlined,
  'login-outlined': LoginOutlined,
  'mail-outlined': MailOutlined,
  'menu-outlined': MenuOutlined,
  'message-outlined': MessageOutlined,
  'profile-outlined': ProfileOutlined,
  'safety-outlined': SafetyOutlined,
  'scan-outlined': ScanOutlined,
  'setting-outlined': SettingOutlined,
  'shop-outlined': ShopOutlined,
  'team-outlined': TeamOutlined,
  'tool-outlined': ToolOutlined,
  'user-outlined': UserOutlined,
}

export const DefaultIcon: Icon = AppstoreOutlined

/** The icon of a menu item or module; an unknown name gets the default icon. */
export function MenuIcon({ name, className }: { name?: string | null; className?: string }) {
  const Found = ICONS[name?.trim() ?? ''] ?? DefaultIcon
  return <Found className={className} />
}
