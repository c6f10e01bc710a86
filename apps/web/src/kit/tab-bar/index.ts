export { TabBar, type TabBarItem, type TabBarProps } from './tab-bar';
