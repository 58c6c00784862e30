import { Toast } from 'antd-mobile'
import './render'

/** A toast, for the sign-in, which loads this (and antd-mobile's popups) only when it first shows one. */
export const showToast = (content: string, icon?: 'success' | 'fail') => Toast.show({ content, icon })
