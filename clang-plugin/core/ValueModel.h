//===- ValueModel.h - What stream and desc objects hold at a call -*- C++
//-*-===//
//
// One model of the bytes the program writes into stream and desc objects,
// kept apart from the checks that read it. It follows every object a
// function names (locals, parameters' referents, `this`, temporaries,
// constants) byte range by byte range, over Clang's CFG, one abstract state
// per path (joined when paths are too many or a loop repeats). Calls into
// functions of the translation unit apply their summaries: what they write
// through their parameters, `this` and captured references, what they
// return, and where they hand a desc to the runtime. Whatever it cannot see
// (a call without a body, an escaped address, an unknown index) is unknown,
// and the checks stay silent on unknown.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_VALUEMODEL_H
#define PSOLINT_CORE_VALUEMODEL_H

#include "ValueStore.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <map>
#include <memory>
#include <tuple>
#include <vector>

namespace psolint {

/// One path on which the runtime reads a desc.
struct DescRead {
  const State *At = nullptr;
  Value Desc;   // the pointer the runtime is given
  Value Size;   // SizeInBytes
  Value Stream; // pPipelineStateSubobjectStream
  // D3D12_STATE_OBJECT_DESC: Type, NumSubobjects, pSubobjects.
  Value ObjectType, Count, Subobjects;
};

/// A place where the runtime reads a D3D12_PIPELINE_STATE_STREAM_DESC: a
/// CreatePipelineState call, or the end of the function of a local desc
/// that is filled and never handed anywhere. One read per path reaching it.
struct RuntimeUse {
  /// The CreatePipelineState call; null for the end of Function.
  const clang::CallExpr *Call = nullptr;
  /// The function the paths start in, and the calls from it (outermost
  /// first) through which the use is reached.
  const clang::FunctionDecl *Function = nullptr;
  llvm::SmallVector<const clang::Expr *, 2> Via;
  std::vector<DescRead> Paths;
};

class ValueModel {
public:
  /// Analyses Functions (and, on demand, what they call), recording every
  /// place where a desc is given to the runtime. StaticVariables are the
  /// user's variables of static storage (see UseSites).
  ValueModel(clang::ASTContext &Ctx,
             llvm::ArrayRef<const clang::FunctionDecl *> Functions,
             llvm::ArrayRef<const clang::VarDecl *> StaticVariables);
  ~ValueModel();

  llvm::ArrayRef<RuntimeUse> uses() const { return Uses; }
  /// Where the runtime reads a D3D12_STATE_OBJECT_DESC: CreateStateObject
  /// and AddToStateObject calls.
  llvm::ArrayRef<RuntimeUse> stateObjectUses() const { return StateObjectUses; }
  /// Where the runtime reads a classic D3D12_GRAPHICS_PIPELINE_STATE_DESC or
  /// D3D12_COMPUTE_PIPELINE_STATE_DESC: CreateGraphicsPipelineState and
  /// CreateComputePipelineState calls (DescRead::Desc points to the desc).
  llvm::ArrayRef<RuntimeUse> classicUses() const { return ClassicUses; }

  /// The scalar of Size bytes Offset bytes into what Pointer points to.
  Value read(const State &S, const Value &Pointer, uint64_t Offset,
             uint64_t Size) const;
  /// Whether those bytes hold only the zero fill of an initialiser (`= {}`,
  /// the elements an aggregate initialiser leaves out): nothing wrote them.
  bool zeroFilled(const State &S, const Value &Pointer, uint64_t Offset,
                  uint64_t Size) const;
  /// The scalars the program wrote in [Begin, End) bytes from where
  /// Pointer points, as (offset from Pointer, size, value), in order of
  /// offset; none when the object is not followed or escaped.
  std::vector<std::tuple<uint64_t, uint64_t, Value>>
  scalarsIn(const State &S, const Value &Pointer, uint64_t Begin,
            uint64_t End) const;
  /// The declaration of the object a root stands for (a variable, a
  /// parameter, a function for `this`), or null for a temporary.
  const clang::Decl *rootDecl(RootId R) const;
  /// Where R holds the elements of a std::vector: the bytes it holds, as
  /// the vector's size on S says (none when not known). Null for any other
  /// root, whose size its declaration gives.
  std::optional<uint64_t> vectorBytes(const State &S, RootId R,
                                      bool &IsVector) const;
  /// The bytes from where Pointer points to the end of its object, where
  /// the model knows them: a variable's by its declaration, a vector's
  /// elements' by the vector's size on S.
  std::optional<uint64_t> bytesFrom(const State &S, const Value &Pointer) const;
  /// Where R holds a std::vector's elements: the vector's root and offset.
  std::optional<std::pair<RootId, int64_t>> vectorOf(RootId R) const;
  /// A root for part Part of an object the model does not follow but a
  /// reader of a use names (d3dx12's state-object builder: its flattened
  /// array, each helper's desc), from the model's own ids: one per (Key,
  /// Part), never one the model gave to anything else. No state holds
  /// bytes for it.
  RootId opaqueRoot(const void *Key, unsigned Part) const;

  /// Where V's Copy read it from a constant object (a table, a shared
  /// desc): how many distinct places of the program read that entry (V's
  /// Site) (0: Copy is a copy from another slot, not a constant's read).
  unsigned constantReadSites(const Value &V) const;

  /// Every use and path, for debugging (PSOLINT_DUMP_VALUES=1).
  void dump(llvm::raw_ostream &OS) const;

  /// Functions whose paths the model followed, for the benchmark.
  unsigned functionsAnalysed() const;

  class Engine;

private:
  std::unique_ptr<Engine> Impl;
  std::vector<RuntimeUse> Uses, StateObjectUses, ClassicUses;
};

} // namespace psolint

#endif // PSOLINT_CORE_VALUEMODEL_H
