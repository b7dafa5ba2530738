import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchBoothInfo } from '../shared/api'

/** A company's booths by its deptId: public, so kept over sign-ins. */
export const boothInfoOf = perExhibition((ref, deptId: string) => resource(() => fetchBoothInfo(ref, deptId), { public: true }))
