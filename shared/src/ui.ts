/**
 * The React Aria components the apps use, re-exported from one shared singleton module. Module
 * Federation cannot tree-shake a shared package, so sharing `react-aria-components` itself loads all of
 * it (about 260 KB gz) on every page; sharing this list instead puts one copy of just these components on
 * the page. Apps import React Aria from here, never from the package. Add a component here to use it.
 */
export type * from 'react-aria-components';
export {
  Button,
  Checkbox,
  Dialog,
  DialogTrigger,
  FieldError,
  FileTrigger,
  I18nProvider,
  Focusable,
  Form,
  Heading,
  Input,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Pressable,
  Radio,
  RadioGroup,
  RouterProvider,
  Select,
  SelectValue,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextArea,
  TextField,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
