import type { MessageTree } from '@fairpass/core/i18n'

export default {
  reg: {
    photo: {
      heading: 'Scan your business card',
      intro: 'Take or choose a photo of your business card. We read its text and pre-fill your details; you check or correct them in the next step.',
      takePhoto: 'Take a photo',
      choosePicture: 'Choose a picture',
      chooseOther: 'Choose another picture',
      hint: 'jpg or png, up to 5 MB',
      previewAlt: 'The business card photo you chose',
      checking: 'Checking the picture…',
      uploading: 'Uploading… {percent}%',
      recognising: 'Reading the card…',
      done: 'Card read',
      retry: 'Try again',
      skip: 'Skip, fill in by hand',
      nothingRead: 'No details could be read from this card. Try a sharper photo, or fill in by hand',
    },
  },
} satisfies MessageTree
