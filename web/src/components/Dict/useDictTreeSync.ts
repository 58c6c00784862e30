import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { dictApi } from '../../api/dev/dict'
import { useDictStore } from '../../stores/dict'

/**
 * Keeps the stored dictionary tree (DICT_TYPE_TREE_DATA) current: the shell reads the whole tree when
 * it mounts (spec §4) and again whenever a dictionary changes (the read is under the dictionaries'
 * key). A failure keeps what is stored, silently.
 */
export function useDictTreeSync() {
  const { data } = useQuery(dictApi.wholeTree.query())
  useEffect(() => {
    if (data) useDictStore.getState().setTree(data)
  }, [data])
}
