import Testing

@testable import PageRenderGL

/// Which renderers sample slanted pages anisotropically: GPUs, not Mesa's software rasterisers,
/// whose anisotropic filter blurs a page seen square on (a landing leaf would sharpen in one
/// frame).
@Suite struct AnisotropyPolicyTests {
    @Test func softwareRasterisersKeepTrilinearFiltering() {
        #expect(!FrameRenderer.filtersAnisotropically(renderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(!FrameRenderer.filtersAnisotropically(renderer: "softpipe"))
        #expect(FrameRenderer.filtersAnisotropically(renderer: "NVIDIA GeForce RTX 3060/PCIe/SSE2"))
        #expect(FrameRenderer.filtersAnisotropically(renderer: "Mali-G78"))
        #expect(FrameRenderer.filtersAnisotropically(renderer: "AMD Radeon Graphics (radeonsi, renoir, LLVM 15.0.6)"))
    }
}
