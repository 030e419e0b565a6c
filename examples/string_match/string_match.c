/* Counts the occurrences of several words in a text with the C API (swatomic.h): every
 * work-item checks one text position against every word and counts a match with
 * software_atom_add. Checked against a host count. Usage: swatomic-example-string-match [device] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swatomic/swatomic.h>

static const char *const kernel_source =
    "__kernel void match_words(__global const char *text, uint length, __global const char *words,\n"
    "                          __global const uint *starts, uint word_count, __global int *counts,\n"
    "                          SWATOMIC_KERNEL_PARAMS)\n"
    "{\n"
    "    SWATOMIC_RUN(\n"
    "        for (uint i = swatomic_global_id(); i < length; i += swatomic_global_size()) {\n"
    "            for (uint w = 0; w < word_count; ++w) {\n"
    "                uint k = starts[w], at = i;\n"
    "                while (k < starts[w + 1] && at < length && text[at] == words[k]) { ++k; ++at; }\n"
    "                if (k == starts[w + 1]) software_atom_add(&counts[w], 1);\n"
    "            }\n"
    "        });\n"
    "}\n";

static const char *const words[] = {"the", "atomic", "a", "coordinator", "zebra"};
enum { WORD_COUNT = sizeof words / sizeof words[0] };

/* Prints the failing call's status (and the library's message, for a swatomic_* call) and jumps
 * to the end of main, which releases whatever was created. */
#define TRY(call)                                                                                \
    do {                                                                                         \
        status = (call);                                                                         \
        if (status != SWATOMIC_SUCCESS) {                                                        \
            fprintf(stderr, "%s failed: %s (%d) %s\n", #call, swatomic_status_name(status),      \
                    status, swatomic_last_error());                                              \
            goto done;                                                                           \
        }                                                                                        \
    } while (0)

static size_t count_on_host(const char *text, size_t length, const char *word)
{
    size_t count = 0, i, n = strlen(word);
    for (i = 0; i + n <= length; ++i) count += memcmp(text + i, word, n) == 0;
    return count;
}

int main(int argc, char **argv)
{
    static const char *const sentence = "the coordinator serves a request; the atomic add returns the old value. ";
    const size_t repeats = 300, sentence_length = strlen(sentence);
    const size_t length = repeats * sentence_length;
    char *text = malloc(length), all_words[256] = "";
    cl_uint starts[WORD_COUNT + 1], text_length = (cl_uint)length, word_count = WORD_COUNT;
    cl_int counts[WORD_COUNT] = {0}, err;
    size_t i, groups, local_size = 32;
    int mismatches = 0, status = SWATOMIC_SUCCESS;
    swatomic_runtime rt = NULL;
    swatomic_program program = NULL;
    swatomic_coordinator coordinator = NULL;
    swatomic_occupancy_report occupancy;
    swatomic_build_options options;
    cl_kernel kernel = NULL;
    cl_mem buffers[4] = {NULL, NULL, NULL, NULL};
    char log[8192] = "";

    if (text == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < repeats; ++i) memcpy(text + i * sentence_length, sentence, sentence_length);
    starts[0] = 0;
    for (i = 0; i < WORD_COUNT; ++i) {
        strcat(all_words, words[i]);
        starts[i + 1] = starts[i] + (cl_uint)strlen(words[i]);
    }

    /*! [c api] */
    TRY(swatomic_runtime_create(argc > 1 ? argv[1] : NULL, &rt));
    swatomic_build_options_init(&options);
    options.source_name = "match_words.cl";
    status = swatomic_program_build(rt, kernel_source, &options, &program, log, sizeof log, NULL);
    if (status != SWATOMIC_SUCCESS) { /* the log names the real file and lines */
        fprintf(stderr, "build failed: %s %s\n%s\n", swatomic_status_name(status), swatomic_last_error(), log);
        goto done;
    }
    TRY(swatomic_kernel_create(program, "match_words", &kernel));
    TRY(swatomic_coordinator_create(rt, &coordinator));
    occupancy.struct_size = sizeof occupancy;
    TRY(swatomic_occupancy(coordinator, program, kernel, local_size, &occupancy));
    groups = occupancy.max_worker_groups < 8 ? occupancy.max_worker_groups : 8;
    /*! [c api] */
    if (groups == 0) {
        fprintf(stderr, "no requesting work-group fits beside the coordinators (%s)\n", occupancy.explanation);
        status = SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED;
        goto done;
    }

    buffers[0] = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, length, text, &err);
    TRY(err);
    buffers[1] = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                                strlen(all_words), all_words, &err);
    TRY(err);
    buffers[2] = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof starts,
                                starts, &err);
    TRY(err);
    buffers[3] = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof counts,
                                counts, &err);
    TRY(err);
    TRY(clSetKernelArg(kernel, 0, sizeof(cl_mem), &buffers[0]));
    TRY(clSetKernelArg(kernel, 1, sizeof text_length, &text_length));
    TRY(clSetKernelArg(kernel, 2, sizeof(cl_mem), &buffers[1]));
    TRY(clSetKernelArg(kernel, 3, sizeof(cl_mem), &buffers[2]));
    TRY(clSetKernelArg(kernel, 4, sizeof word_count, &word_count));
    TRY(clSetKernelArg(kernel, 5, sizeof(cl_mem), &buffers[3]));
    TRY(swatomic_launch(coordinator, program, kernel, groups, local_size, NULL, NULL));
    TRY(clEnqueueReadBuffer(swatomic_runtime_queue(rt), buffers[3], CL_TRUE, 0, sizeof counts, counts, 0, NULL, NULL));

    for (i = 0; i < WORD_COUNT; ++i) {
        const size_t expected = count_on_host(text, length, words[i]);
        mismatches += (size_t)counts[i] != expected;
        printf("%-12s %6d %s\n", words[i], counts[i], (size_t)counts[i] == expected ? "OK" : "MISMATCH");
    }

done:
    for (i = 0; i < 4; ++i)
        if (buffers[i] != NULL) clReleaseMemObject(buffers[i]);
    if (kernel != NULL) clReleaseKernel(kernel);
    swatomic_coordinator_release(coordinator); /* (NULL is ignored) */
    swatomic_program_release(program);
    swatomic_runtime_release(rt);
    free(text);
    return status == SWATOMIC_SUCCESS && mismatches == 0 ? 0 : 1;
}
