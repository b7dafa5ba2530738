import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    photo: {
      heading: '上传名片',
      intro: '拍摄或选择一张名片照片，我们会识别名片上的文字并帮您预填信息，您可在下一步确认或修改。',
      takePhoto: '拍摄名片',
      choosePicture: '选择图片',
      chooseOther: '重新选择图片',
      hint: '支持 jpg、png，不超过 5MB',
      previewAlt: '已选择的名片照片',
      checking: '正在检查图片…',
      uploading: '正在上传… {percent}%',
      recognising: '正在识别名片文字…',
      done: '识别完成',
      retry: '重新识别',
      skip: '跳过，手动填写',
      nothingRead: '未能识别出名片信息，请换一张更清晰的照片重试，或手动填写',
    },
  },
} satisfies MessageTree
