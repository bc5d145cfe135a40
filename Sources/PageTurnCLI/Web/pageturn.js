// PageTurn's web renderer: draws the frames of PageTurn's own core, compiled to WebAssembly
// (pageturn-core.wasm, built by Scripts/build-wasm), with WebGL2 and the shader sources of
// PageRenderGL (the manifest carries them, written by `pageturn publish` from the Swift
// constants). The core computes everything: the book's state, each page's mesh, and every
// uniform value (FrameUniforms); this file only uploads them, loads page images lazily, and
// feeds the core the browser's pointer, touch and keys with their times.
//
//   import { open } from './pageturn.js';
//   const book = await open(canvas, 'manifest.json');
//
// A published site's index.html does that. `window.pageturn` is the book's handle for scripts
// and tests (current page, turns, the grabbed point as the core draws it, timings, errors).

const KEYS = { next: 0, previous: 1, first: 2, last: 3 };
const LAYOUTS = { single: 0, spreads: 1, 'spreads-cover-alone': 2 };
const BINDINGS = { left: 0, right: 1, top: 2 };
const HARD_PAGES = { none: 0, covers: 1, all: 2 };
const EFFECTS = { curl: 0, flip: 1, cone: 2 };
// Page textures kept at most (least recently used dropped): a few spreads round the open one.
const MAXIMUM_TEXTURES = 24;
// Pages on each side of the open one whose images load before they are needed.
const PRELOAD = 2;

// The uniforms the page shader declares (FrameShaderSource), set from the frame header (H) or a
// record (R): name, kind, field, count.
const FRAME_UNIFORMS = [
  ['uLightDirection', '3f', 'lightDirection'], ['uAmbient', '1f', 'ambient'], ['uDiffuse', '1f', 'diffuse'],
  ['uPaperColor', '3f', 'paperColor'], ['uShadowOpacity', '1f', 'shadowOpacity'],
  ['uShadowFadeHeight', '1f', 'shadowFadeHeight'], ['uShadowOnsetHeight', '1f', 'shadowOnsetHeight'],
  ['uContactOpacity', '1f', 'contactOpacity'], ['uContactWidth', '1f', 'contactWidth'],
  ['uSpecular', '1f', 'specular'], ['uSpecularExponent', '1f', 'specularExponent'],
  ['uHalfVector', '3f', 'halfVector'],
];
const RECORD_UNIFORMS = [
  ['uModelViewProjection', 'm4', 'modelViewProjection', 1], ['uNormalMatrix', 'm3', 'normalMatrix', 1],
  ['uBrightness', '1f', 'brightness'], ['uOpacity', '1f', 'opacity'], ['uFlatNormal', '3f', 'flatNormal'],
  ['uGutter', '1f', 'gutter'], ['uGutterWidth', '1f', 'gutterWidth'], ['uCurlShading', '1f', 'curlShading'],
  ['uMaterialX', '2f', 'materialX'], ['uSelfFold', '1f', 'selfFold'],
  ['uCasterRigid', '1fv', 'casterRigid', 2], ['uToCaster', 'm4', 'toCaster', 2],
  ['uCasterFrame', '4fv', 'casterFrame', 4], ['uCasterProfile', '4fv', 'casterProfile', 64],
  ['uCasterLift', '4fv', 'casterLift', 4],
];

/** Opens the book a manifest describes on `canvas`; resolves to the book's handle. */
export async function open(canvas, manifestURL) {
  const errors = [];
  const base = new URL(manifestURL, document.baseURI);
  const manifest = await (await fetch(base)).json();
  const now = () => performance.now() / 1000;
  const env = {
    sin: Math.sin, cos: Math.cos, tan: Math.tan, acos: Math.acos, atan2: Math.atan2, exp: Math.exp,
    expm1: Math.expm1, log: Math.log, pow: Math.pow, cbrt: Math.cbrt, hypot: Math.hypot,
    now: () => performance.now(),
  };
  const wasmURL = new URL(manifest.core, base);
  let instance;
  try {
    ({ instance } = await WebAssembly.instantiateStreaming(fetch(wasmURL), { env }));
  } catch {
    const bytes = await (await fetch(wasmURL)).arrayBuffer();
    ({ instance } = await WebAssembly.instantiate(bytes, { env }));
  }
  const core = instance.exports;
  const H = manifest.frameLayout.header, R = manifest.frameLayout.record;
  const recordLength = R.count;

  const gl = canvas.getContext('webgl2', { antialias: true, alpha: false, depth: true, premultipliedAlpha: true });
  if (!gl) throw new Error('PageTurn needs WebGL2');
  const deskProgram = makeProgram(gl, manifest.shaders.deskVertex, manifest.shaders.deskFragment);
  const desk = {};
  for (const name of ['uViewProjection', 'uArea', 'uCount', 'uCentreAxis', 'uExtentWeight', 'uOpacity', 'uRadius']) {
    desk[name] = gl.getUniformLocation(deskProgram, name);
  }
  // The page shader is compiled per variant (how many lifted pages shade a side, whether it is
  // textured), as FrameRenderer compiles it: a software rasteriser runs both sides of a branch.
  // Each variant is linked on first use and keeps its uniform locations.
  const programs = new Map();
  let activeProgram = null;
  let uniformLocations = {};
  function useFrameProgram(casters, textured, header) {
    const key = `${casters}-${textured ? 1 : 0}`;
    let entry = programs.get(key);
    if (!entry) {
      const prefix = manifest.shaders.prefixes[key];
      const program = makeProgram(gl, prefix + manifest.shaders.vertex, prefix + manifest.shaders.fragment);
      const locations = {};
      for (const [name] of [...FRAME_UNIFORMS, ...RECORD_UNIFORMS]) locations[name] = gl.getUniformLocation(program, name);
      for (const name of ['uTexture', 'uTint', 'uFade', 'uTextureU', 'uTextureV']) {
        locations[name] = gl.getUniformLocation(program, name);
      }
      entry = { program, locations, frame: -1 };
      programs.set(key, entry);
    }
    if (entry !== activeProgram) {
      gl.useProgram(entry.program);
      activeProgram = entry;
      uniformLocations = entry.locations;
    }
    if (entry.frame !== frameNumber) {
      for (const [name, kind, field] of FRAME_UNIFORMS) setUniform(name, kind, header, H[field], 1);
      gl.uniform1i(uniformLocations.uTexture, 0);
      entry.frame = frameNumber;
    }
  }

  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let cssWidth = Math.max(1, canvas.clientWidth), cssHeight = Math.max(1, canvas.clientHeight);
  const book = core.pt_book_create(
    manifest.pageCount, manifest.pageSize[0], manifest.pageSize[1], cssWidth, cssHeight,
    LAYOUTS[manifest.layout] ?? 0, BINDINGS[manifest.binding] ?? 0, HARD_PAGES[manifest.hardPages] ?? 0,
    EFFECTS[manifest.effect] ?? 0, reducedMotion ? 1 : 0, manifest.startPage ?? 0);
  if (!book) throw new Error('PageTurn: the manifest describes no usable book');

  // Every input and tick goes to the core through `input`. With `?record` in the page's address
  // they are also logged (`inputLog`), so that a test can replay them into the same core on the
  // host and draw the same frame with PageRenderGL.
  const recording = new URLSearchParams(location.search).has('record');
  const inputLog = [];
  const log = (kind, a, b, t) => { if (recording) inputLog.push([kind, a, b, t]); };
  const input = {
    resize(w, h) { log('resize', w, h, 0); core.pt_book_resize(book, w, h); },
    down(x, y, t) { log('down', x, y, t); core.pt_book_pointer_down(book, x, y, t); },
    move(x, y, t) { log('move', x, y, t); core.pt_book_pointer_move(book, x, y, t); },
    up(x, y, t) { log('up', x, y, t); core.pt_book_pointer_up(book, x, y, t); },
    cancel(t) { log('cancel', 0, 0, t); core.pt_book_pointer_cancel(book, t); },
    key(key, t) { log('key', key, 0, t); core.pt_book_key(book, key, t); },
    advance(t) { log('advance', 0, 0, t); core.pt_book_advance(book, t); },
  };
  let frozen = false;
  log('create', cssWidth, cssHeight, 0);

  // Meshes: one vertex array per drawable slot, uploaded when the core rebuilt the mesh.
  const slots = [];
  // Page textures: page index -> { texture, level ('small' | 'large'), lastUse, loading }.
  const pages = new Map();
  let frameNumber = 0;
  let running = false;
  const timings = { ticks: 0, coreSeconds: 0, frames: 0, frameSeconds: 0 };

  function floats(pointer, count) { return new Float32Array(core.memory.buffer, pointer, count); }

  function resize() {
    const ratio = window.devicePixelRatio || 1;
    cssWidth = Math.max(1, canvas.clientWidth);
    cssHeight = Math.max(1, canvas.clientHeight);
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    input.resize(cssWidth, cssHeight);
    wake();
  }

  function slotMesh(slot) {
    let entry = slots[slot];
    if (!entry) {
      const vao = gl.createVertexArray();
      gl.bindVertexArray(vao);
      const buffers = [gl.createBuffer(), gl.createBuffer(), gl.createBuffer(), gl.createBuffer()];
      const sizes = [3, 3, 2];
      for (let a = 0; a < 3; a++) {
        gl.bindBuffer(gl.ARRAY_BUFFER, buffers[a]);
        gl.enableVertexAttribArray(manifest.attributes[a]);
        gl.vertexAttribPointer(manifest.attributes[a], sizes[a], gl.FLOAT, false, 0, 0);
      }
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, buffers[3]);
      entry = slots[slot] = { vao, buffers, generation: -1 };
    }
    const generation = core.pt_book_mesh_generation(book, slot);
    gl.bindVertexArray(entry.vao);
    if (generation !== entry.generation) {
      entry.generation = generation;
      const vertices = core.pt_book_mesh_vertex_count(book, slot);
      const indices = core.pt_book_mesh_index_count(book, slot);
      const arrays = [
        floats(core.pt_book_mesh_data(book, slot, 0), vertices * 3),
        floats(core.pt_book_mesh_data(book, slot, 1), vertices * 3),
        floats(core.pt_book_mesh_data(book, slot, 2), vertices * 2),
      ];
      for (let a = 0; a < 3; a++) {
        gl.bindBuffer(gl.ARRAY_BUFFER, entry.buffers[a]);
        gl.bufferData(gl.ARRAY_BUFFER, arrays[a], gl.DYNAMIC_DRAW);
      }
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER,
        new Uint32Array(core.memory.buffer, core.pt_book_mesh_data(book, slot, 3), indices), gl.DYNAMIC_DRAW);
    }
  }

  // Page images, loaded when a frame first shows a page (or its neighbour): the small image,
  // then the large one when the page is drawn larger than the small one's pixels.
  function wantedLevel() {
    const ratio = window.devicePixelRatio || 1;
    const width = core.pt_book_page_size_in_view(book, 0) * ratio;
    return width > manifest.images.small.width * 1.05 ? 'large' : 'small';
  }

  function requestPage(index) {
    if (index < 0 || index >= manifest.pageCount) return;
    const level = wantedLevel();
    let entry = pages.get(index);
    if (!entry) {
      entry = { texture: null, level: null, lastUse: frameNumber, loading: null };
      pages.set(index, entry);
    }
    entry.lastUse = frameNumber;
    if (entry.loading || entry.level === level || (entry.level === 'large')) return;
    const wanted = entry.level === null ? 'small' : level;
    const url = new URL(manifest.images[wanted].path.replace('{page}', String(index + 1).padStart(4, '0')), base);
    const image = new Image();
    image.decoding = 'async';
    entry.loading = wanted;
    image.src = url.href;
    image.decode().then(() => {
      entry.texture = entry.texture || gl.createTexture();
      gl.bindTexture(gl.TEXTURE_2D, entry.texture);
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
      gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.SRGB8_ALPHA8, gl.RGBA, gl.UNSIGNED_BYTE, image);
      gl.generateMipmap(gl.TEXTURE_2D);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
      entry.level = wanted;
      entry.loading = null;
      if (wanted !== wantedLevel()) requestPage(index);
      wake();
    }).catch((error) => {
      entry.loading = null;
      errors.push(`page ${index + 1}: ${url.href}: ${error}`);
    });
  }

  function trimTextures() {
    while (pages.size > MAXIMUM_TEXTURES) {
      let oldest = null;
      for (const [index, entry] of pages) {
        if (entry.lastUse < frameNumber && !entry.loading && (!oldest || entry.lastUse < oldest[1].lastUse)) {
          oldest = [index, entry];
        }
      }
      if (!oldest) break;
      if (oldest[1].texture) gl.deleteTexture(oldest[1].texture);
      pages.delete(oldest[0]);
    }
  }

  function encodeSRGB(c) {
    const v = Math.min(Math.max(c, 0), 1);
    return v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
  }

  function draw(recordCount) {
    frameNumber++;
    const header = floats(core.pt_book_header(book), H.count);
    const records = floats(core.pt_book_records(book), recordCount * recordLength);
    const ratio = canvas.width / cssWidth;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.disable(gl.SCISSOR_TEST);
    gl.depthMask(true);
    gl.clearDepth(1);
    if (header[H.hasBackground]) {
      const b = H.background;
      gl.clearColor(encodeSRGB(header[b]), encodeSRGB(header[b + 1]), encodeSRGB(header[b + 2]), header[b + 3]);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    } else {
      gl.clear(gl.DEPTH_BUFFER_BIT);
    }
    if (header[H.hasClip]) {
      // The whole pixels inside the clip (edges rounded inward), as FrameRenderer's scissor box.
      const c = H.clip;
      const snap = (v, round) => (Math.abs(v - Math.round(v)) < 1e-6 ? Math.round(v) : round(v));
      const left = Math.max(snap(header[c] * ratio, Math.ceil), 0);
      const top = Math.max(snap(header[c + 1] * ratio, Math.ceil), 0);
      const right = snap((header[c] + header[c + 2]) * ratio, Math.floor);
      const bottom = Math.min(snap((header[c + 1] + header[c + 3]) * ratio, Math.floor), canvas.height);
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(left, canvas.height - bottom, Math.max(0, right - left), Math.max(0, bottom - top));
    }
    drawDeskShadow(header);
    gl.enable(gl.DEPTH_TEST);
    gl.depthFunc(gl.LEQUAL);
    gl.enable(gl.CULL_FACE);
    gl.cullFace(gl.BACK);
    gl.enable(gl.POLYGON_OFFSET_FILL);
    activeProgram = null;  // the desk shadow's program is in use
    gl.activeTexture(gl.TEXTURE0);
    gl.disable(gl.BLEND);
    let blending = false;
    for (let r = 0; r < recordCount; r++) {
      const o = r * recordLength;
      if (records[o + R.blends] && !blending) {
        blending = true;
        gl.enable(gl.BLEND);
        gl.blendFuncSeparate(gl.ONE, gl.ONE_MINUS_SRC_ALPHA, gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
        gl.depthMask(false);
      }
      slotMesh(records[o + R.slot]);
      const page = records[o + R.pageIndex];
      const entry = records[o + R.hasTexture] ? pages.get(page) : null;
      const textured = !!(entry && entry.texture && entry.level);
      // The variant encodes sRGB itself: the canvas is not an sRGB framebuffer.
      useFrameProgram(records[o + R.casterCount], textured, header);
      for (const [name, kind, field, count] of RECORD_UNIFORMS) setUniform(name, kind, records, o + R[field], count);
      gl.frontFace(records[o + R.frontFaceClockwise] ? gl.CW : gl.CCW);
      gl.polygonOffset(0, records[o + R.polygonOffsetUnits]);
      if (records[o + R.hasTexture]) requestPage(page);
      if (textured) {
        gl.bindTexture(gl.TEXTURE_2D, entry.texture);
        setUniform('uTint', '4f', records, o + R.tint, 1);
        setUniform('uTextureU', '3f', records, o + R.textureU, 1);
        setUniform('uTextureV', '3f', records, o + R.textureV, 1);
        gl.uniform1f(uniformLocations.uFade, records[o + R.fade]);
      } else if (records[o + R.hasTexture]) {
        // Not loaded yet: blank paper, as FrameRenderer draws a page it has no image of.
        gl.bindTexture(gl.TEXTURE_2D, null);
        const p = H.paperColor;
        gl.uniform4f(uniformLocations.uTint, header[p], header[p + 1], header[p + 2], 1);
        gl.uniform1f(uniformLocations.uFade, 0);
      } else {
        gl.bindTexture(gl.TEXTURE_2D, null);
        setUniform('uTint', '4f', records, o + R.tint, 1);
        gl.uniform1f(uniformLocations.uFade, records[o + R.fade]);
      }
      gl.drawElements(gl.TRIANGLES, records[o + R.indexCount], gl.UNSIGNED_INT, records[o + R.indexStart] * 4);
    }
    gl.depthMask(true);
    gl.disable(gl.BLEND);
    gl.bindVertexArray(null);
    const current = core.pt_book_current_page(book);
    for (let d = -PRELOAD; d <= PRELOAD; d++) requestPage(current + d);
    trimTextures();
  }

  // The desk darkened round a bound book before the pages (FrameRenderer's desk shadow pass):
  // one quad, what is there multiplied by 1 - alpha, no depth.
  function drawDeskShadow(header) {
    const count = header[H.deskCount];
    if (!count) return;
    gl.disable(gl.DEPTH_TEST);
    gl.depthMask(false);
    gl.disable(gl.CULL_FACE);
    gl.enable(gl.BLEND);
    gl.blendFuncSeparate(gl.ZERO, gl.ONE_MINUS_SRC_ALPHA, gl.ZERO, gl.ONE);
    gl.useProgram(deskProgram);
    gl.uniformMatrix4fv(desk.uViewProjection, false, header, H.viewProjection, 16);
    const a = H.deskArea;
    gl.uniform4f(desk.uArea, header[a], header[a + 1], header[a + 2], header[a + 3]);
    gl.uniform1i(desk.uCount, count);
    gl.uniform4fv(desk.uCentreAxis, header, H.deskCentreAxis, 16);
    gl.uniform4fv(desk.uExtentWeight, header, H.deskExtentWeight, 16);
    gl.uniform1f(desk.uOpacity, header[H.deskOpacity]);
    gl.uniform1f(desk.uRadius, header[H.deskRadius]);
    gl.bindVertexArray(null);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.disable(gl.BLEND);
    gl.depthMask(true);
  }

  function setUniform(name, kind, data, offset, count) {
    const location = uniformLocations[name];
    if (location === null || location === undefined) return;
    switch (kind) {
      case '1f': gl.uniform1f(location, data[offset]); break;
      case '2f': gl.uniform2f(location, data[offset], data[offset + 1]); break;
      case '3f': gl.uniform3f(location, data[offset], data[offset + 1], data[offset + 2]); break;
      case '4f': gl.uniform4f(location, data[offset], data[offset + 1], data[offset + 2], data[offset + 3]); break;
      case '1fv': gl.uniform1fv(location, data, offset, count); break;
      case '4fv': gl.uniform4fv(location, data, offset, 4 * count); break;
      case 'm3': gl.uniformMatrix3fv(location, false, data, offset, 9 * count); break;
      case 'm4': gl.uniformMatrix4fv(location, false, data, offset, 16 * count); break;
    }
  }

  function tick() {
    if (frozen) { running = false; return; }
    const start = performance.now();
    input.advance(now());
    const recordCount = core.pt_book_render(book);
    const coreDone = performance.now();
    draw(recordCount);
    const end = performance.now();
    timings.ticks++;
    timings.coreSeconds += (coreDone - start) / 1000;
    timings.frames++;
    timings.frameSeconds += (end - start) / 1000;
    const loading = [...pages.values()].some((entry) => entry.loading);
    if (core.pt_book_is_idle(book) && !loading && !pointerDown) {
      running = false;
    } else {
      requestAnimationFrame(tick);
    }
  }

  function wake() {
    if (running) return;
    running = true;
    requestAnimationFrame(tick);
  }

  // Input: pointer events (mouse, pen and touch alike), each with its own time.
  let pointerDown = null;
  const local = (event) => {
    const rect = canvas.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  canvas.style.touchAction = 'none';
  canvas.addEventListener('pointerdown', (event) => {
    if (pointerDown !== null || event.button > 0) return;
    pointerDown = event.pointerId;
    canvas.setPointerCapture(event.pointerId);
    const [x, y] = local(event);
    input.down(x, y, event.timeStamp / 1000);
    wake();
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.pointerId !== pointerDown) return;
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const e of events.length ? events : [event]) {
      const [x, y] = local(e);
      input.move(x, y, e.timeStamp / 1000);
    }
    wake();
  });
  const end = (event) => {
    if (event.pointerId !== pointerDown) return;
    pointerDown = null;
    const [x, y] = local(event);
    if (event.type === 'pointercancel') input.cancel(event.timeStamp / 1000);
    else input.up(x, y, event.timeStamp / 1000);
    wake();
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  const backward = manifest.binding === 'right';
  window.addEventListener('keydown', (event) => {
    const forward = backward ? 'ArrowLeft' : 'ArrowRight', back = backward ? 'ArrowRight' : 'ArrowLeft';
    const key = { [forward]: KEYS.next, PageDown: KEYS.next, ' ': KEYS.next, ArrowDown: KEYS.next,
      [back]: KEYS.previous, PageUp: KEYS.previous, ArrowUp: KEYS.previous, Home: KEYS.first, End: KEYS.last }[event.key];
    if (key === undefined) return;
    event.preventDefault();
    input.key(key, event.timeStamp / 1000);
    wake();
  });
  new ResizeObserver(resize).observe(canvas);
  matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', resize);
  resize();

  const handle = {
    manifest,
    errors,
    timings,
    get currentPage() { return core.pt_book_current_page(book); },
    get turnCount() { return core.pt_book_turn_count(book); },
    get isIdle() { return core.pt_book_is_idle(book) === 1 && !running; },
    get reducedMotion() { return reducedMotion; },
    /** A page's size as drawn, CSS pixels. */
    get pageSize() { return [core.pt_book_page_size_in_view(book, 0), core.pt_book_page_size_in_view(book, 1)]; },
    /** Frames drawn so far. */
    get frameCount() { return timings.frames; },
    /** Where the core draws the point grabbed at the press (CSS pixels), or null. */
    grabInView() {
      const x = core.pt_book_grab_in_view(book, 0), y = core.pt_book_grab_in_view(book, 1);
      return Number.isNaN(x) ? null : [x, y];
    },
    /** Core ticks (advance + render) timed in a loop: milliseconds each, for the benchmarks. */
    benchmarkCore(count = 200) {
      const t0 = performance.now();
      for (let i = 0; i < count; i++) { core.pt_book_advance(book, now()); core.pt_book_render(book); }
      return (performance.now() - t0) / count;
    },
    /**
     * Drag ticks timed in a loop: the pointer held at (x, y) and moved back and forth across the
     * page, each move followed by advance and render, as a frame of a drag does (the mesh is
     * rebuilt every time). After `count / 2` ticks to warm up (the browser compiles hot wasm
     * again, optimised), `count` are timed. Returns `[milliseconds a tick, blocks the core
     * allocated over the timed ticks]`. The press is cancelled at the end.
     */
    benchmarkDrag(x, y, count = 200) {
      let t = now();
      core.pt_book_pointer_down(book, x, y, t);
      let t0 = 0, allocations = 0;
      const warmUp = Math.floor(count / 2);
      for (let i = 1; i <= warmUp + count; i++) {
        if (i === warmUp + 1) { t0 = performance.now(); allocations = core.pt_allocation_count(); }
        t += 1 / 60;
        core.pt_book_pointer_move(book, x - 120 - 100 * Math.sin(i / 25), y - 40 + 30 * Math.cos(i / 25), t);
        core.pt_book_advance(book, t);
        core.pt_book_render(book);
      }
      const each = (performance.now() - t0) / count;
      allocations = core.pt_allocation_count() - allocations;
      core.pt_book_pointer_cancel(book, t);
      wake();
      return [each, allocations];
    },
    /**
     * The present frame drawn `count` times, each waited for (a one-pixel `readPixels`, which
     * waits for the drawing, where `gl.finish` may not): milliseconds a frame spent drawing
     * (WebGL calls and the GPU's work, or the software rasteriser's).
     */
    benchmarkDraw(count = 20) {
      const pixel = new Uint8Array(4);
      const recordCount = core.pt_book_render(book);
      draw(recordCount);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const t0 = performance.now();
      for (let i = 0; i < count; i++) {
        draw(recordCount);
        gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      }
      return (performance.now() - t0) / count;
    },
    key(name) { input.key(KEYS[name], now()); wake(); },
    /** With `?record`: every input and tick so far, `[kind, a, b, time]`. */
    inputLog,
    /** Stops drawing after the frame on screen (for a screenshot of a known frame); `thaw` resumes. */
    freeze() { frozen = true; },
    thaw() { frozen = false; wake(); },
  };
  window.pageturn = handle;
  return handle;
}

function makeProgram(gl, vertexSource, fragmentSource) {
  const compile = (type, source) => {
    const shader = gl.createShader(type);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader));
    return shader;
  };
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl.VERTEX_SHADER, vertexSource));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, fragmentSource));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(program));
  return program;
}
