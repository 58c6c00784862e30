import { ADMISSION_FORM_TYPE, VISIT_FORM_TYPE, WORK_FORM_TYPE } from '@portal/contracts'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Redirect, useParams } from 'wouter'
import { ErrorBlock } from '../../components/ErrorBlock'
import { api, errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'

interface Record {
  formType: string
  formId: string
  status: string
  title: string
}

/** Where each kind of application is read on the phone. */
const VIEW_OF: { [formType: string]: (formId: string) => string } = {
  [ADMISSION_FORM_TYPE]: (id) => `/contractorsApply/view/${id}`,
  [WORK_FORM_TYPE]: (id) => `/workApplication/view/${id}`,
  [VISIT_FORM_TYPE]: (id) => `/visitorApply/view/${id}`,
}

/**
 * `/appointmentRecordInfo/{oaRequestId}`: the link an OA sends the applicant. It opens the
 * application that request is about, if it is the signed-in user's own.
 */
export default function RecordInfo() {
  const t = useTexts()
  const { oaRequestId = '' } = useParams<{ oaRequestId?: string }>()
  const [found, setFound] = useState<Record | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const load = () => {
    setFailed(null)
    api
      .get<Record>('/oa/record', { oaRequestId })
      .then(setFound)
      .catch((err) => setFailed(errorText(err)))
  }
  useEffect(load, [oaRequestId])
  const view = found && VIEW_OF[found.formType]
  if (found && view) return <Redirect to={view(found.formId)} replace />
  return (
    <Page title={t.records.title}>
      {failed ? (
        <ErrorBlock
          status="empty"
          title={failed}
          description={
            <Button size="small" onClick={load}>
              {t.common.retry}
            </Button>
          }
        />
      ) : found ? (
        <ErrorBlock status="default" title={found.title} description={found.status} />
      ) : (
        <Loading />
      )}
    </Page>
  )
}
