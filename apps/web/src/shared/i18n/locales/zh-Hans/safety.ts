// Member safety (issue 24): the safety page, warnings in chat, blurred images, who may write, and a copy of my data.
export const safety = {
  safety: {
    title: '安全中心',
  },
};
