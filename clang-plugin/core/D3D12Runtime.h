//===- D3D12Runtime.h - What the value model knows of D3D12 -----*- C++ -*-===//
//
// The one place the value model learns about Direct3D 12 and d3dx12: which
// calls are the runtime's reads of a desc, which types are pipeline data,
// which classes are d3dx12's helpers whose bodies in the header are
// followed. The engine asks these questions and knows no D3D12 name itself;
// d3dx12's state-object builder is read beside it (StateObjectBuilder.cpp),
// with roots the model gives it.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_D3D12RUNTIME_H
#define PSOLINT_CORE_D3D12RUNTIME_H

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace psolint {

/// Whether T is D3D12_PIPELINE_STATE_STREAM_DESC.
bool isStreamDescType(clang::QualType T);
/// Whether T is D3D12_STATE_OBJECT_DESC or D3D12_STATE_SUBOBJECT.
bool isStateObjectDescType(clang::QualType T);
/// Whether T is D3D12_GRAPHICS_PIPELINE_STATE_DESC or
/// D3D12_COMPUTE_PIPELINE_STATE_DESC (a classic desc).
bool isClassicDescType(clang::QualType T);
/// Whether a function of this name is one of the runtime's that read a
/// desc: CreatePipelineState, CreateStateObject, AddToStateObject,
/// CreateGraphicsPipelineState, CreateComputePipelineState.
bool isRuntimeReadName(llvm::StringRef Name);
/// Whether FD is one of those reads as the SDK declares it (no body).
bool isRuntimeRead(const clang::FunctionDecl *FD);
/// Whether a class is one of d3dx12's helpers (CD3DX12_*): their
/// constructors and assignments in the header write subobjects and descs,
/// so their bodies are followed although the header is a system header.
bool isHelperClass(const clang::RecordDecl *RD);
/// Whether an enum is the tag enum of streams or of state objects.
bool isTagEnum(const clang::EnumDecl *ED);
/// Whether a record of the SDK or of d3dx12 is pipeline data by its name: a
/// desc the runtime reads or a part of one, a stream or state-object
/// record, a d3dx12 stream or state-object helper, a `*_SUBOBJECT`.
bool isPipelineRecordName(llvm::StringRef Name);
/// Whether T is a status code (HRESULT), a value no desc field holds.
bool isStatusType(clang::QualType T);

// d3dx12's state-object builder (read by StateObjectBuilder.cpp).
/// Whether T is a CD3DX12_STATE_OBJECT_DESC object (not a pointer to one).
bool isStateObjectBuilder(clang::QualType T);
/// The kind a builder's helper class adds: the enumerator its Type()
/// returns in the header in use.
std::optional<int64_t> builderHelperKind(const clang::CXXRecordDecl *RD);
/// A helper's m_Desc, the desc its setters write.
const clang::FieldDecl *builderHelperDesc(const clang::CXXRecordDecl *RD);
/// `m_Desc.Field` inside a helper's method: Field.
const clang::FieldDecl *builderHelperFieldWritten(const clang::Expr *E);

} // namespace psolint

#endif // PSOLINT_CORE_D3D12RUNTIME_H
