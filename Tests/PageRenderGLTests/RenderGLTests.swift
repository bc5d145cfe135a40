import Testing

/// All OpenGL tests, run one at a time: llvmpipe already spreads each frame over the cores, and
/// the memory test needs a quiet process.
@Suite(.serialized) enum RenderGLTests {}
