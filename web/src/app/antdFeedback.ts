// antd's static feedback functions, in their own chunk: loaded on the first toast or dialog when the
// shell (with antd's <App> context) is not on screen, e.g. on the login page.
export { Modal, message, notification } from 'antd'
