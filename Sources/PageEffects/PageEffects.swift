// PageEffects: book, curl, flip, fold and stack controllers producing renderer-independent frames.
// The types live in their own files; this file only anchors the module.
