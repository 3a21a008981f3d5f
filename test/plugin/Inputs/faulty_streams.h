// Faulty subobjects and streams in a header: reported when the header is a
// user header (-I), never when it is a system header (-isystem).
#ifndef PSOLINT_TEST_FAULTY_STREAMS_H
#define PSOLINT_TEST_FAULTY_STREAMS_H

struct HeaderBlend { // user-warning-re {{subobject 'HeaderBlend' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) HeaderVertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};

struct HeaderStream {
  HeaderVertexShader VS; // user-note {{'VS' sets VS here}}
  HeaderVertexShader VS2; // user-warning {{stream 'HeaderStream' sets subobject kind VS twice: 'VS2' repeats 'VS'}}
};

// Instantiated by the includer: diagnosed at this pattern, in this header.
template <typename Subobject> struct HeaderTemplateStream {
  Subobject First; // user-note {{'First' sets VS here}}
  Subobject Second; // user-warning {{stream 'HeaderTemplateStream<HeaderVertexShader>' sets subobject kind VS twice: 'Second' repeats 'First'}}
};

#endif
