// The user-code walk reads what a coroutine's author wrote, not the promise
// calls the compiler builds around it: the body, and the operands of
// co_await, co_yield and co_return. A record whose address is handed over
// inside one of those operands is judged as a stream like anywhere else; a
// holder whose stream member is handed over stays a holder.
//
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <coroutine>

struct Task {
  struct promise_type {
    Task get_return_object() { return {}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_never final_suspend() noexcept { return {}; }
    void return_value(HRESULT) {}
    std::suspend_always yield_value(const void *) { return {}; }
    void unhandled_exception() {}
  };
};

// Waits for a compile job, then hands the desc it is given to the runtime.
struct Compiled {
  ID3D12Device2 *Device;
  const D3D12_PIPELINE_STATE_STREAM_DESC *Desc;
  bool await_ready() const noexcept { return false; }
  void await_suspend(std::coroutine_handle<>) const noexcept {}
  HRESULT await_resume() const {
    ID3D12PipelineState *State = nullptr;
    return Device->CreatePipelineState(Desc, IID_PPV_ARGS(&State));
  }
};

struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
};

// Handed over whole, inside co_await's operand: a stream, and its count is
// read as a tag.
struct AwaitedWhole {
  GraphicsStream Stream;
  UINT Pending; // expected-warning-re {{member 'Pending' of stream 'AwaitedWhole' is not a subobject: the runtime reads its first 4 bytes, at offset {{[0-9]+}}, as a subobject tag [d3d12-stream-layout]}}
};
Task awaitWhole(ID3D12Device2 *Device, AwaitedWhole &Whole) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  HRESULT Result = co_await Compiled{Device, (Desc.pPipelineStateSubobjectStream = &Whole, &Desc)};
  co_return Result;
}

// Handed over whole, inside co_yield's operand.
struct YieldedWhole {
  GraphicsStream Stream;
  UINT Pending; // expected-warning-re {{member 'Pending' of stream 'YieldedWhole' is not a subobject: the runtime reads its first 4 bytes, at offset {{[0-9]+}}, as a subobject tag [d3d12-stream-layout]}}
};
Task yieldWhole(YieldedWhole &Whole) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  co_yield (Desc.pPipelineStateSubobjectStream = &Whole);
  co_return S_OK;
}

// The clean twin: only the stream member is handed over, in co_return's
// operand; the record around it is a holder.
struct Holder {
  GraphicsStream Stream;
  UINT Pending;
};
Task returnMember(ID3D12Device2 *Device, Holder &Held) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Held.Stream), nullptr};
  ID3D12PipelineState *State = nullptr;
  co_return Device->CreatePipelineState(
      (Desc.pPipelineStateSubobjectStream = &Held.Stream, &Desc), IID_PPV_ARGS(&State));
}
